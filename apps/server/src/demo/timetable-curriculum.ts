/**
 * Chapters the demo school teaches, in NCERT order, per standard and subject: the timetable
 * walks through them week by week, so topics progress over the year.
 */
type Syllabus = Record<string, readonly string[]>;

const SHARED: Syllabus = {
  Sanskrit: ['शब्द रूप – बालक', 'धातु रूप – पठ्', 'संख्या – एक से दश', 'स्वर सन्धि', 'अनुवाद अभ्यास', 'सुभाषितानि'],
  'Computer Science': [
    'Introduction to Scratch',
    'Word processing: formatting',
    'Spreadsheets: formulas',
    'Internet safety',
    'Algorithms and flowcharts',
    'HTML basics',
    'Presentations',
  ],
  'Physical Education': ['Yoga and pranayama', 'Athletics: sprint starts', 'Kho-kho', 'Football drills', 'Basketball dribbling', 'Relay races'],
  'Art & Craft': ['Warli painting', 'Madhubani art', 'Clay modelling', 'Rangoli patterns', 'Paper quilling', 'Still life sketching'],
};

const CLASS_8: Syllabus = {
  Mathematics: [
    'Rational Numbers',
    'Linear Equations in One Variable',
    'Understanding Quadrilaterals',
    'Data Handling',
    'Squares and Square Roots',
    'Cubes and Cube Roots',
    'Comparing Quantities',
    'Algebraic Expressions and Identities',
    'Mensuration',
    'Exponents and Powers',
    'Direct and Inverse Proportions',
    'Factorisation',
    'Introduction to Graphs',
  ],
  Science: [
    'Crop Production and Management',
    'Microorganisms: Friend and Foe',
    'Coal and Petroleum',
    'Combustion and Flame',
    'Conservation of Plants and Animals',
    'Reproduction in Animals',
    'Reaching the Age of Adolescence',
    'Force and Pressure',
    'Friction',
    'Sound',
    'Chemical Effects of Electric Current',
    'Light',
  ],
  English: [
    'The Best Christmas Present in the World',
    'The Tsunami',
    'Glimpses of the Past',
    "Bepin Choudhury's Lapse of Memory",
    'The Summit Within',
    "This is Jody's Fawn",
    'A Visit to Cambridge',
    'A Short Monsoon Diary',
    'The Great Stone Face',
  ],
  Hindi: ['ध्वनि', 'लाख की चूड़ियाँ', 'बस की यात्रा', 'दीवानों की हस्ती', 'चिट्ठियों की अनूठी दुनिया', 'भगवान के डाकिये', 'क्या निराश हुआ जाए', 'कबीर की साखियाँ'],
  'Social Science': [
    'How, When and Where',
    'From Trade to Territory',
    'Ruling the Countryside',
    'Resources',
    'Land, Soil, Water, Natural Vegetation and Wildlife',
    'Agriculture',
    'The Indian Constitution',
    'Understanding Secularism',
    'Parliament and the Making of Laws',
    'Judiciary',
  ],
};

const CLASS_7: Syllabus = {
  Mathematics: [
    'Integers',
    'Fractions and Decimals',
    'Data Handling',
    'Simple Equations',
    'Lines and Angles',
    'The Triangle and its Properties',
    'Comparing Quantities',
    'Rational Numbers',
    'Perimeter and Area',
    'Algebraic Expressions',
    'Exponents and Powers',
    'Symmetry',
  ],
  Science: [
    'Nutrition in Plants',
    'Nutrition in Animals',
    'Heat',
    'Acids, Bases and Salts',
    'Physical and Chemical Changes',
    'Respiration in Organisms',
    'Transportation in Animals and Plants',
    'Reproduction in Plants',
    'Motion and Time',
    'Electric Current and its Effects',
    'Light',
    'Forests: Our Lifeline',
  ],
  English: [
    'Three Questions',
    'A Gift of Chappals',
    'Gopal and the Hilsa Fish',
    'The Ashes That Made Trees Bloom',
    'Quality',
    'Expert Detectives',
    'The Invention of Vita-Wonk',
    'Fire: Friend and Foe',
    'The Story of Cricket',
  ],
  Hindi: ['हम पंछी उन्मुक्त गगन के', 'दादी माँ', 'हिमालय की बेटियाँ', 'कठपुतली', 'मिठाईवाला', 'पापा खो गए', 'शाम – एक किसान', 'चिड़िया की बच्ची'],
  'Social Science': [
    'Tracing Changes through a Thousand Years',
    'New Kings and Kingdoms',
    'The Delhi Sultans',
    'Environment',
    'Inside Our Earth',
    'Our Changing Earth',
    'Air',
    'Water',
    'On Equality',
    'Role of the Government in Health',
  ],
};

const CLASS_6: Syllabus = {
  Mathematics: [
    'Knowing Our Numbers',
    'Whole Numbers',
    'Playing with Numbers',
    'Basic Geometrical Ideas',
    'Understanding Elementary Shapes',
    'Integers',
    'Fractions',
    'Decimals',
    'Data Handling',
    'Mensuration',
    'Algebra',
    'Ratio and Proportion',
  ],
  Science: [
    'Food: Where Does It Come From?',
    'Components of Food',
    'Fibre to Fabric',
    'Sorting Materials into Groups',
    'Separation of Substances',
    'Getting to Know Plants',
    'Body Movements',
    'Motion and Measurement of Distances',
    'Light, Shadows and Reflections',
    'Electricity and Circuits',
    'Fun with Magnets',
  ],
  English: [
    "Who Did Patrick's Homework?",
    'How the Dog Found Himself a New Master!',
    "Taro's Reward",
    'Kalpana Chawla: An Indian-American Woman in Space',
    'A Different Kind of School',
    'Fair Play',
    'A Game of Chance',
  ],
  Hindi: ['वह चिड़िया जो', 'बचपन', 'नादान दोस्त', 'चाँद से थोड़ी-सी गप्पें', 'अक्षरों का महत्व', 'पार नज़र के', 'साथी हाथ बढ़ाना'],
  'Social Science': [
    'What, Where, How and When?',
    'From Hunting-Gathering to Growing Food',
    'In the Earliest Cities',
    'The Earth in the Solar System',
    'Globe: Latitudes and Longitudes',
    'Motions of the Earth',
    'Understanding Diversity',
    'What is Government?',
    'Panchayati Raj',
  ],
};

const CLASS_5: Syllabus = {
  Mathematics: [
    'The Fish Tale',
    'Shapes and Angles',
    'How Many Squares?',
    'Parts and Wholes',
    'Does it Look the Same?',
    "Be My Multiple, I'll be Your Factor",
    'Can You See the Pattern?',
    'Mapping Your Way',
    'Tenths and Hundredths',
    'Area and its Boundary',
    'Smart Charts',
  ],
  EVS: [
    'Super Senses',
    "A Snake Charmer's Story",
    'From Tasting to Digesting',
    'Mangoes Round the Year',
    'Seeds and Seeds',
    'Every Drop Counts',
    'Experiments with Water',
    'A Treat for Mosquitoes',
    'Walls Tell Stories',
    'Sunita in Space',
  ],
  English: ['Ice-cream Man', 'Wonderful Waste!', 'Teamwork', 'Flying Together', 'My Shadow', 'Robinson Crusoe Discovers a Footprint', 'The Lazy Frog', 'Rip Van Winkle'],
  Hindi: ['राख की रस्सी', 'फसलों के त्योहार', 'खिलौनेवाला', 'नन्हा फ़नकार', 'जहाँ चाह वहाँ राह', 'चिट्ठी का सफ़र', 'वे दिन भी क्या दिन थे'],
};

const CLASS_4: Syllabus = {
  Mathematics: ['Building with Bricks', 'Long and Short', 'A Trip to Bhopal', 'Tick-Tick-Tick', 'The Junk Seller', 'Jugs and Mugs', 'Carts and Wheels', 'Halves and Quarters', 'Play with Patterns'],
  EVS: ['Going to School', 'Ear to Ear', 'A Day with Nandu', 'The Story of Amrita', 'Anita and the Honeybees', "Omana's Journey", "Reaching Grandmother's House", 'Changing Families'],
  English: ['Wake Up!', "Neha's Alarm Clock", 'Noses', 'The Little Fir Tree', 'Run!', "Nasruddin's Aim", "Don't be Afraid of the Dark", "The Scholar's Mother Tongue"],
  Hindi: ['मन के भोले-भाले बादल', 'जैसा सवाल वैसा जवाब', 'किरमिच की गेंद', 'पापा जब बच्चे थे', 'दोस्त की पोशाक', 'नाव बनाओ नाव बनाओ', 'दान का हिसाब'],
};

const BY_STANDARD: Record<number, Syllabus> = { 4: CLASS_4, 5: CLASS_5, 6: CLASS_6, 7: CLASS_7, 8: CLASS_8 };

/** The chapters of a subject in a standard (4..8); every subject of the demo timetable has some. */
export function chaptersOf(standard: number, subject: string): readonly string[] {
  const list = BY_STANDARD[standard]?.[subject] ?? SHARED[subject];
  if (!list) throw new Error(`no syllabus for Class ${standard} ${subject}`);
  return list;
}

/** Homework a teacher sets after a class of the subject (null: none for that subject). */
export function homeworkFor(subject: string, chapter: string, lesson: number): string | null {
  switch (subject) {
    case 'Mathematics':
      return `${chapter}: exercise ${(lesson % 4) + 1}, questions 1-${6 + (lesson % 5)}`;
    case 'Science':
    case 'EVS':
      return `${chapter}: answer the questions at the end of the chapter and draw the diagram`;
    case 'English':
      return `${chapter}: read the lesson again and write a short summary`;
    case 'Hindi':
    case 'Sanskrit':
      return `${chapter}: प्रश्न-उत्तर अभ्यास पुस्तिका में लिखें`;
    case 'Social Science':
      return `${chapter}: map work and the questions on page ${20 + (lesson % 30)}`;
    case 'Computer Science':
      return `${chapter}: complete the worksheet`;
    default:
      return null;
  }
}
