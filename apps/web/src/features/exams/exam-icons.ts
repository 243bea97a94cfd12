// 24×24 stroke icons of My Exam.
export const EXAM = 'M7 3h10v18H7z M10 7h4 M10 11h4 M10 15h2';
export const CHOOSE = 'M9 11l3 3 8-8 M20 12v7H4V5h11';
export const NONE = 'M4 5h16v14H4z M9 10l6 6 M15 10l-6 6';
export const SEARCH_OFF = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M20 20l-4-4 M8 11h6';
export const BOOKMARK = 'M6 3h12v18l-6-4-6 4z';
export const ALERT = 'M12 3 2 21h20L12 3Z M12 10v5 M12 18h.01';
