import SparkMD5 from 'spark-md5';

export type MockAccount = {
  userId: string;
  account: string;
  passwordMd5: string;
  nickName: string;
  roleName: string;
  deptId: string;
  /** Button permissions this account is refused (spec 6). */
  denied: string[];
};

// The README documents these two accounts.
export const mockAccounts: MockAccount[] = [
  {
    userId: '1123598821738675201',
    account: 'admin',
    passwordMd5: SparkMD5.hash('Admin123'),
    nickName: '管理员',
    roleName: 'administrator',
    deptId: '1123598813738675201',
    denied: [],
  },
  {
    userId: '1123598821738675202',
    account: 'operator',
    passwordMd5: SparkMD5.hash('Operator123'),
    nickName: '值班员',
    roleName: 'operator',
    deptId: '1123598813738675202',
    denied: ['/monitor/top/upload', '/monitor/top/screen', 'departAdd', 'departEdit'],
  },
];
