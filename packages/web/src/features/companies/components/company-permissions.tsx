import { Flex } from 'antd';
import { CompanyAdmins } from './company-admins';
import { CompanyApplications } from './company-applications';
import { CompanyMenus } from './company-menus';

/** The "customer users" tab: the company's applications, their menus and its administrators. */
export default function CompanyPermissions({ customerId }: { customerId: number }) {
  return (
    <Flex vertical gap={16}>
      <CompanyApplications customerId={customerId} />
      <CompanyMenus customerId={customerId} />
      <CompanyAdmins customerId={customerId} />
    </Flex>
  );
}
