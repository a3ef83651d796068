import { systemTitles } from '../titles';

export default {
  'app.title': systemTitles['zh-CN'],
  'error.unknown': '未知错误',
  'menu.home': '首页',
  'language.zh': '中文',
  'language.en': 'English',
  'language.switch': '切换语言',
  'error.notFound': '抱歉，您访问的页面不存在。',
  'error.backHome': '返回首页',
  // A name with its code or account: 张伟（zhangwei）; English uses ASCII brackets and a space.
  'common.nameWithCode': '{name}（{code}）',
  // The corner label of a build with the in-browser mock (demo build, npm start).
  'demo.mark': '演示数据',
};
