import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '@/components/page-loading';
import { PagePlaceholder } from '@/components/page-placeholder';
import { contractResourcesQuery } from './resource-definitions';
import { ResourceList } from './resource-list';

export interface ResourcePageProps {
  /** The route's absolute path, matched against the descriptions' `routes.list`. */
  path: string;
  title: string;
}

/**
 * The default page of a catalogue route without a page of its own: the list of the resource
 * whose description names the route, or the placeholder when none does. A plain entity needs
 * no page file and no registry line.
 */
export default function ResourcePage({ path, title }: ResourcePageProps) {
  const resources = useQuery(contractResourcesQuery);
  if (resources.error) throw resources.error; // the route's error boundary offers a retry
  if (!resources.data) return <PageLoading />;
  const found = resources.data.find((entry) => entry.description.routes?.list === path);
  if (!found) return <PagePlaceholder title={title} />;
  return <ResourceList definition={found.description} title={title} />;
}
