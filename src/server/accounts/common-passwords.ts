/**
 * Passwords of at least 10 characters that top the public breach-frequency lists (NordPass,
 * SecLists' 10k most common), plus a few about this app and conferences, as NIST SP 800-63B
 * §5.1.1.2 asks. Shorter ones are refused by the length rule already. Lower case: compared so.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '1234567890', '0987654321', '12345678910', '01234567890', '1234567891', '9876543210', '1234512345',
  '1122334455', '1029384756', '1357924680', '1472583690', '123123123a', '1231231234', '123123123123',
  '123456123456', '123456789a', '123456789q', 'a123456789', 'aa12345678', 'abc1234567', 'abcd123456',
  'abcdef123456', 'abcdefg123', 'abcdefghij', 'a1b2c3d4e5', 'a1s2d3f4g5', '1234567890a', '1234qwerasdf',
  '0000000000', '1111111111', '2222222222', '3333333333', '4444444444', '5555555555', '6666666666',
  '7777777777', '8888888888', '9999999999',
  'qwertyuiop', 'qwertyuiop1', 'qwertyuiop123', 'qwerty1234', 'qwerty12345', 'qwerty123456',
  'asdfghjkl1', 'asdfghjkl123', 'asdfasdfasdf', 'zxcvbnm123', 'zxcvbnm1234', '1q2w3e4r5t', '1q2w3e4r5t6y',
  '1q2w3e4r5t6y7u', 'q1w2e3r4t5', 'q1w2e3r4t5y6', '1qaz2wsx3edc', '1qazxsw23edc', 'zaq12wsxcde3',
  '12qwaszx34', '123qweasdzxc', '123qwe123qwe', 'qazwsxedc123', 'qazwsxedcrfv', 'qweasdzxc123',
  'password12', 'password123', 'password1234', 'password12345', 'password1!!', 'passw0rd123',
  'p@ssw0rd123', 'p@ssword123', 'passwordpassword', 'mypassword', 'mypassword1', 'secret1234',
  'changeme123', 'letmein123', 'welcome123', 'welcome1234', 'trustno1234', 'administrator',
  'admin12345', 'admin123456', 'adminadmin', 'iloveyou12', 'iloveyou123', 'iloveyou1234', 'hello12345',
  'hello123456', 'princess12', 'sunshine123', 'football12', 'football123', 'football1234', 'baseball123',
  'basketball', 'basketball1', 'superman123', 'batman1234', 'starwars123', 'pokemon123', 'minecraft1',
  'minecraft123', 'samsung123', 'computer12', 'internet123', 'whatever123', 'monkey1234', 'dragon1234',
  'michael123', 'jessica123', 'charlie123', 'liverpool1', 'chocolate1', 'butterfly1', 'elizabeth1',
  'hallway123', 'hallway1234', 'conference', 'conference1', 'conference123', 'schedule123',
]);

/** Whether a password is on the list, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
