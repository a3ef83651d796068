export default {
  'lock.action': 'Lock screen',
  'lock.title': 'Set a lock password',
  'lock.password': 'Lock password',
  'lock.passwordRequired': 'Please enter a lock password',
  'lock.ok': 'Lock',
  'lock.cancel': 'Cancel',
  'lock.locked': 'The screen is locked',
  'lock.hint': 'Enter the lock password to unlock',
  'lock.unlock': 'Unlock',
  'lock.wrongPassword': 'Wrong lock password',
  'lock.logout': 'Log out',
};
