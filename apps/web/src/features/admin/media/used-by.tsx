import type { MediaUse } from '@lss/shared/media';
import { mediaMessages } from '@lss/shared/media-messages';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

/** The admin screen that edits a record using a file. */
function editPathOf(use: MediaUse): string {
  switch (use.type) {
    case 'post':
      return paths.admin.postEdit.to(use.id);
    case 'event':
      return paths.admin.eventEdit.to(use.id);
    case 'executive':
      return paths.admin.executiveEdit.to(use.id);
    case 'material':
      return paths.admin.materialEdit.to(use.id);
    case 'submission':
      return paths.admin.submissions.to();
    case 'settings':
      return paths.admin.settings.to();
  }
}

export function UsedBy({ uses }: { uses: MediaUse[] }) {
  if (!uses.length) return <span className="text-muted">{mediaMessages.notUsed}</span>;
  return (
    <ul className="space-y-0.5">
      {uses.map((use) => (
        <li key={`${use.type}-${use.id}`}>
          <span className="text-muted">{mediaMessages.useType[use.type]}: </span>
          <Link to={editPathOf(use)} className="link-quiet">
            {use.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
