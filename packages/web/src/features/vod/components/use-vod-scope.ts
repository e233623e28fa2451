import { vodProductOf } from '@console/contract/resources/descriptions/vod';
import { useLocation, useParams } from 'react-router-dom';

/**
 * The product scope of a VOD page and its sibling paths: `/vod/…` lists `vod`; `/schoolVod/…`
 * (`/:product?`) lists `school` or `school-{product}`, and links keep the product.
 */
export function useVodScope() {
  const { pathname } = useLocation();
  const { product: param } = useParams();
  const product = vodProductOf(pathname, param);
  const school = pathname.startsWith('/schoolVod');
  const suffix = param ? `/${encodeURIComponent(param)}` : '';
  return {
    product,
    categoriesPath: school ? `/schoolVod/videoTypeList${suffix}` : '/vod/videoTypeList',
    videosPath: school ? `/schoolVod/videoList${suffix}` : '/vod/videoList',
    detailPath: (id: number) =>
      school
        ? `/schoolVod/videoListInfo/${param ? `${encodeURIComponent(param)}/` : ''}${id}`
        : `/vod/videoListInfo?id=${id}`,
  };
}
