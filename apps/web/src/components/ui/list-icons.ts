// Icons of the list screens (My Exam, the exam reports): apart from icon-paths.ts, which the login
// page loads, so its bytes do not grow with screens it never shows.
export const BOOKMARK = 'M6 3h12v18l-6-4-6 4z';
export const ALERT = 'M12 3 2 21h20L12 3Z M12 10v5 M12 18h.01';
export const CHOOSE = 'M9 11l3 3 8-8 M20 12v7H4V5h11';
export const NONE = 'M4 5h16v14H4z M9 10l6 6 M15 10l-6 6';
