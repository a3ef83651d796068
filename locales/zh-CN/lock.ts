export default {
  'lock.action': '锁屏',
  'lock.title': '设置锁屏密码',
  'lock.password': '锁屏密码',
  'lock.passwordRequired': '请输入锁屏密码',
  'lock.ok': '锁屏',
  'lock.cancel': '取消',
  'lock.locked': '屏幕已锁定',
  'lock.hint': '请输入锁屏密码解锁',
  'lock.unlock': '解锁',
  'lock.wrongPassword': '锁屏密码错误',
  'lock.logout': '退出登录',
};
