// 商品管理 (/admin/catalogue, 运营 with catalogue.edit or 仓库 with stock.in, issue 22 item 4): the
// goods search, one goods at /admin/catalogue/:goodsId with the forms the role may use, and the
// brand aliases at /admin/catalogue/brands.
import { useRoute } from 'wouter';
import type { StaffPageProps } from '../page-props.ts';
import { StaffNotice } from '../components/staff-layout.tsx';
import { staffText } from '../text.ts';
import { BrandAliasesView } from './brand-aliases.tsx';
import { CatalogueDetailView } from './catalogue-detail.tsx';
import { CatalogueList } from './catalogue-list.tsx';

export default function CataloguePage({ me }: StaffPageProps) {
  const [atList] = useRoute('/catalogue');
  const [atBrands] = useRoute('/catalogue/brands');
  const [atDetail, params] = useRoute<{ goodsId: string }>('/catalogue/:goodsId');
  if (atList) return <CatalogueList />;
  if (atBrands) return <BrandAliasesView mayEdit={me.permissions.includes('catalogue.edit')} />;
  const id = Number(params?.goodsId);
  if (atDetail && /^\d{1,15}$/.test(params?.goodsId ?? '') && id >= 1) {
    return <CatalogueDetailView key={id} goodsId={id} mayEdit={me.permissions.includes('catalogue.edit')} mayStock={me.permissions.includes('stock.in')} />;
  }
  return <StaffNotice title={staffText.notFound.title} body={staffText.notFound.body} />;
}
