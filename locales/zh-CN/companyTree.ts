// The company tree sidebar (spec 2.2, 2.7, 4).
export default {
  'companyTree.label': '企业树',
  'companyTree.search': '搜索企业',
  'companyTree.search.clear': '清空搜索',
  'companyTree.search.placeholder': '输入关键字进行过滤',
  'companyTree.loading': '正在加载企业…',
  'companyTree.error': '企业列表加载失败',
  'companyTree.retry': '重试',
  'companyTree.empty': '暂无企业',
  'companyTree.noMatch': '没有名称包含“{query}”的企业',
  'companyTree.matches': '找到 {count} 个企业',
  'companyTree.device': '（整机设备）',
  'companyTree.breadcrumb': '当前企业',
  'companyTree.show': '展开企业树',
  'companyTree.hide': '收起企业树',
  'companyTree.open': '企业树',
} satisfies Record<string, string>;
