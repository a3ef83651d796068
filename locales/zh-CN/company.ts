// Company pickers outside the sidebar (src/components/CompanyTreeSelect).
export default {
  'company.select.placeholder': '请选择企业',
};
