import { opOrganDescription } from '@console/contract/resources/descriptions/surgical-teaching';
import { useSearchParams } from 'react-router-dom';
import { ResourceDetail } from '@/engine/resource-detail';

/** SPEC /opOperationManage/op_organ/op_organEditInfo (`?id=`): an organisation's settings. */
export default function OrganEditPage() {
  const [search] = useSearchParams();
  return <ResourceDetail definition={opOrganDescription} id={search.get('id') ?? undefined} />;
}
