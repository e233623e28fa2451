import { Flex } from 'antd';
import { CompanyAdmins } from './company-admins';
import { CompanyApplications } from './company-applications';

/** The "customer users" tab: the company's applications and its administrators. */
export default function CompanyPermissions({ customerId }: { customerId: number }) {
  return (
    <Flex vertical gap={16}>
      <CompanyApplications customerId={customerId} />
      <CompanyAdmins customerId={customerId} />
    </Flex>
  );
}
