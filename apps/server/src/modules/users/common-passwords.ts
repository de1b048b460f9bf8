/**
 * Passwords of eight or more characters that top the public lists of leaked passwords, plus the
 * obvious ones for this site. Shorter ones are refused by the length rule already. Compared
 * case-insensitively.
 */
const COMMON_PASSWORDS = `
12345678 123456789 1234567890 12345678910 123123123 123456789a 12341234 11111111 111111111 1111111111
00000000 000000000 0000000000 88888888 99999999 987654321 9876543210 87654321 11223344 12344321
22222222 55555555 66666666 77777777 12121212 10203040 147258369 159753456 123qweasd 1q2w3e4r
1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc zaq12wsx qwertyui qwertyuiop qwerty123 qwerty12
qwerty1234 qwertyu1 asdfghjk asdfghjkl asdf1234 zxcvbnm1 zxcvbnm123 q1w2e3r4 q1w2e3r4t5 a1b2c3d4
abcd1234 abc12345 abcdefgh abcdefg1 aa123456 password password1 password12 password123 password1234
passw0rd p@ssw0rd p@ssword pa55word pa$$word password! password01 mypassword secret123 letmein1
letmein123 welcome1 welcome123 welcome12 iloveyou iloveyou1 iloveyou2 sunshine sunshine1 princess
princess1 football football1 baseball baseball1 basketball superman superman1 batman123 starwars
starwars1 trustno1 whatever whatever1 computer computer1 internet michelle jennifer jessica1 charlie1
jordan23 liverpool chelsea1 arsenal1 manchester blink182 pokemon1 naruto123 iloveyou! lovely123
changeme changeme1 changeme123 default1 administrator admin123 admin1234 adminadmin root1234 master12
monkey123 dragon123 shadow123 freedom1 hello123 helloworld 1234qwer qwer1234 q1w2e3r4t5y6 987654321a
football123 11111111a aaaaaaaa zzzzzzzz qqqqqqqq asdasdasd asdfasdf 1234abcd abcdabcd password2
test1234 testtest testing123 temp1234 guest123 user1234 login123 access14 mustang1 michael1 nicole12
daniel12 jesus123 blessing blessing1 godisgood 7777777a chocolate butterfly anthony1 samsung1 google123
unilorin unilorin1 lawstudent lawstudents lawsociety lawyer123 law12345 salus populi supremalex
`;

const LIST = new Set(
  COMMON_PASSWORDS.split(/\s+/)
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  // A single character repeated, or the site's own name, is as weak as any listed password.
  return LIST.has(lower) || /^(.)\1+$/.test(lower);
}
