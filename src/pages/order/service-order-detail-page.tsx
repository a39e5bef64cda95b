import { useParams } from 'wouter';
import { UnderConstruction } from '../../components/under-construction.tsx';
import { zh } from '../../text/zh-cn.ts';

export default function ServiceOrderDetailPage() {
  const { id } = useParams<{ id?: string }>();
  return <UnderConstruction title={zh.pages.names.serviceOrderDetail} params={{ id }} />;
}
