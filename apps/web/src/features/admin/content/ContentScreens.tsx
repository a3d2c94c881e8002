import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { ContentEditorPage } from './ContentEditorPage';
import { ContentHome } from './ContentHome';
import { ContentListPage } from './ContentListPage';
import { isManaged } from './kinds';
import { canEdit } from './permissions';
import './content.css';

/**
 * /admin/content/* (docs/product.md#content-management): the content home, a kind's list, an item's editor and a
 * new item's. A kind not managed yet, or "new" for staff without the editor permission, is the 404 page.
 */
export function ContentScreens({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route index element={<ContentHome />} />
      <Route path=":kind" element={<KindRoute notFound={notFound} />} />
      <Route path=":kind/new" element={<KindRoute notFound={notFound} item="new" />} />
      <Route path=":kind/:id" element={<KindRoute notFound={notFound} item="id" />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}

function KindRoute({ notFound, item }: { notFound: ReactNode; item?: 'new' | 'id' }) {
  const { kind = '', id = '' } = useParams();
  const { user } = useSession();
  if (!isManaged(kind)) return notFound;
  if (!item) return <ContentListPage kind={kind} />;
  if (item === 'new') return canEdit(user) ? <ContentEditorPage key="new" kind={kind} id={null} /> : notFound;
  return <ContentEditorPage key={id} kind={kind} id={id} />;
}
