/**
 * Passwords of at least 8 characters from the most common published lists (NCSC top 100k and
 * SecLists top 1000, the part the 8-character minimum does not already refuse), lower case.
 * Small on purpose: this ships to the browser; the server may add a larger list later.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', '12345678', '123456789', '1234567890', '11111111', '00000000', '88888888',
  '87654321', '987654321', '0987654321', '12341234', '11223344', '123123123', '147258369',
  '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', 'q1w2e3r4', 'q1w2e3r4t5', 'q1w2e3r4t5y6', '1qaz2wsx',
  'zaq12wsx', 'zaq1zaq1', '1qazxsw2', 'qwertyui', 'qwertyuiop', 'asdfghjk', 'asdfghjkl',
  'zxcvbnm1', 'qazwsxedc', 'qweasdzxc', 'qwerty123', 'qwerty12', 'abcd1234', 'abc12345',
  'abcdefg1', 'a1b2c3d4', 'aa123456', 'password1', 'password12', 'password123', 'passw0rd',
  'p@ssw0rd', 'p@ssword', 'pa55word', 'iloveyou', 'iloveyou1', 'sunshine', 'princess',
  'football', 'baseball', 'superman', 'starwars', 'trustno1', 'whatever', 'jennifer',
  'michelle', 'jessica1', 'computer', 'internet', 'mercedes', 'corvette', 'maverick',
  'midnight', 'butterfly', 'chocolate', 'elephant', 'basketball', 'liverpool', 'arsenal1',
  'chelsea1', 'master12', 'welcome1', 'welcome123', 'letmein1', 'letmein123', 'changeme',
  'access14', 'qwertyuiop1', 'admin123', 'administrator', 'secret12', 'default1', 'monkey12',
  'dragon12', 'shadow12', 'football1', 'michael1', 'charlie1', 'samsung1', 'google123',
  'india123', 'india@123', 'sairam123', 'omsairam', 'krishna123', 'ganesh123', 'bharat123',
  'sachin10', 'hello123', 'test1234', 'testtest', 'student1', 'student123',
]);

/**
 * Words that, followed only by digits and symbols ('Welcome@2026', 'demo1234'), make a guessable
 * password: the generic ones of the lists above and the portal's own context (the product,
 * its users, its institutes), as NIST SP 800-63B asks for context-specific words.
 */
export const WEAK_BASE_WORDS: ReadonlySet<string> = new Set([
  'password', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass', 'welcome', 'letmein', 'admin', 'qwerty',
  'iloveyou', 'secret', 'test', 'hello', 'india', 'abc', 'abcd', 'changeme', 'login', 'user',
  'demo', 'portal', 'student', 'parent', 'school', 'coaching', 'institute', 'teacher', 'class',
  'exam', 'myaccount', 'account', 'study', 'studyapp',
]);
