// Word lists the generated rows pick from (by a hash of their ids), so names, subjects and
// places read like an Indian school's or coaching institute's data rather than 'Student 17'.

export const GIRLS = [
  'Aadhya', 'Ananya', 'Diya', 'Saanvi', 'Myra', 'Kavya', 'Ishita', 'Riya', 'Anika', 'Meera',
  'Tanvi', 'Pooja', 'Sneha', 'Nandini', 'Aditi', 'Shreya', 'Lakshmi', 'Fatima', 'Harleen', 'Zoya',
  'Nisha', 'Priya', 'Trisha', 'Gauri', 'Sara', 'Avni', 'Khushi', 'Mahika', 'Pari', 'Jiya',
];

export const BOYS = [
  'Aarav', 'Vivaan', 'Aditya', 'Arjun', 'Reyansh', 'Krishna', 'Ishaan', 'Sai', 'Vihaan', 'Kabir',
  'Rohan', 'Rahul', 'Karan', 'Dhruv', 'Atharv', 'Yash', 'Arnav', 'Manav', 'Harsh', 'Imran',
  'Gurpreet', 'Nikhil', 'Pranav', 'Siddharth', 'Tejas', 'Varun', 'Aryan', 'Ayaan', 'Laksh', 'Om',
];

export const SURNAMES = [
  'Sharma', 'Verma', 'Gupta', 'Patel', 'Singh', 'Iyer', 'Reddy', 'Nair', 'Mehta', 'Joshi',
  'Rao', 'Khan', 'Das', 'Banerjee', 'Chatterjee', 'Kulkarni', 'Deshpande', 'Pillai', 'Menon', 'Agarwal',
  'Bansal', 'Chopra', 'Malhotra', 'Kapoor', 'Saxena', 'Mishra', 'Pandey', 'Tiwari', 'Yadav', 'Chauhan',
  'Gill', 'Sandhu', 'Fernandes', "D'Souza", 'Hegde', 'Shetty', 'Bhat', 'Naidu', 'Mukherjee', 'Bose',
];

export const CITIES = [
  'Pune', 'Nagpur', 'Indore', 'Bhopal', 'Jaipur', 'Lucknow', 'Kanpur', 'Patna', 'Ranchi', 'Surat',
  'Vadodara', 'Nashik', 'Coimbatore', 'Madurai', 'Mysuru', 'Mangaluru', 'Kochi', 'Thrissur', 'Vijayawada', 'Guntur',
  'Dehradun', 'Chandigarh', 'Ludhiana', 'Amritsar', 'Jodhpur', 'Udaipur', 'Raipur', 'Bhubaneswar', 'Guwahati', 'Siliguri',
];

export const SCHOOL_NAMES = ['Delhi Public School', 'Kendriya Vidyalaya', "St. Xavier's High School", 'DAV Public School', 'Ryan International School', 'Bal Bharati Public School', 'Vidya Niketan', 'Podar International School'];
export const COACHING_NAMES = ['Vidyamandir Classes', 'Pinnacle Academy', 'Aakash Point', 'Vision Coaching Centre', 'Toppers Tutorials', 'Career Point', 'Gurukul Academy', 'Excel Study Circle'];

/** The school's timetable subjects, in the order a week's periods rotate through them. */
export const SCHOOL_SUBJECTS = ['English', 'Mathematics', 'Science', 'Social Science', 'Hindi', 'Computer Science', 'Sanskrit', 'Physical Education'];

/** A coaching course: its batches' short name ('JEE 2027 - Batch 3'), course, master course and three subjects. */
export type Course = { short: string; course: string; master: string; subjects: [string, string, string] };

export const COURSES: Course[] = [
  { short: 'JEE', course: 'JEE Main + Advanced (2 years)', master: 'Engineering Entrance', subjects: ['Physics', 'Chemistry', 'Mathematics'] },
  { short: 'NEET', course: 'NEET UG (1 year)', master: 'Medical Entrance', subjects: ['Physics', 'Chemistry', 'Biology'] },
  { short: 'Foundation', course: 'Foundation Class 10', master: 'Foundation', subjects: ['Mathematics', 'Science', 'Mental Ability'] },
  { short: 'CUET', course: 'CUET UG', master: 'University Entrance', subjects: ['English', 'General Test', 'Economics'] },
];

export const TEACHERS = [
  'Mrs. Sunita Rao', 'Mr. Anil Kumar', 'Ms. Rekha Pillai', 'Mr. Deepak Joshi', 'Mrs. Farah Khan', 'Mr. Suresh Menon',
  'Ms. Anjali Desai', 'Mr. Prakash Iyer', 'Mrs. Kiran Bedi', 'Mr. Manoj Tiwari', 'Ms. Neelam Gill', 'Mr. Rajiv Saxena',
  'Dr. Meenakshi Sundaram', 'Mr. Harish Chandra', 'Mrs. Usha Nair', 'Mr. Vikas Bansal',
];

export const NOTICE_TITLES = [
  'Parent-Teacher Meeting', 'Fee payment reminder', 'Holiday announcement', 'Unit test timetable', 'Sports day practice',
  'Library books due', 'Science exhibition entries', 'Uniform guidelines', 'Bus route change', 'Annual day rehearsals',
  'Result declaration', 'Vaccination camp', 'Inter-house quiz', 'Field trip consent', 'Doubt-clearing sessions',
];

/** Alerts sent to a phone; %s is the student's first name, %d a date. */
export const MESSAGE_TEMPLATES = [
  'Dear Parent, %s was absent today (%d). Kindly send a leave note.',
  'Fee reminder: the next instalment for %s is due on %d. Please pay on time to avoid a fine.',
  "Results of the unit test are published. Log in to the portal to see %s's marks.",
  'School remains closed on %d on account of a holiday.',
  'Homework for %s has been uploaded on the portal for %d.',
  'PTM on %d from 9 AM to 1 PM. Please meet the class teacher of %s.',
];
