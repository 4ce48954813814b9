import { catalogueEditorMachine } from '@proshno/engine';
import { CataloguePage } from '../../practice/admin/CatalogueScreen';
import { catalogueEditorModel } from '../catalogueModels';
import type { GalleryScreen } from '../stateStory';
import { GalleryPage } from './GalleryPage';
import { SignedIn } from './SignedIn';

export const catalogueEditorGallery: GalleryScreen<typeof catalogueEditorMachine> = {
  model: catalogueEditorModel,
  machine: (fakes) =>
    catalogueEditorMachine.provide({
      actors: { loadCatalogue: fakes.promise('loadCatalogue'), changeCatalogue: fakes.promise('changeCatalogue') },
    }),
  render: (actor) => (
    <SignedIn>
      <GalleryPage>
        <CataloguePage actor={actor} />
      </GalleryPage>
    </SignedIn>
  ),
  route: '/admin/catalogue',
};
