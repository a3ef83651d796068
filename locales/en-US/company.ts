// Company pickers outside the sidebar (src/components/CompanyTreeSelect).
export default {
  'company.select.placeholder': 'Choose companies',
};
