import { Button } from '@careerforge/shared';
import type { AppProfile } from '@careerforge/contract';

type Row = [label: string, value: string];

/** A row for a field that is shown only when it has a value. */
function rowIfPresent(label: string, value: string | null): Row[] {
  return value?.trim() ? [[label, value]] : [];
}

/** The read-only profile: email and username, then the full name and phone when they are set. */
export function ProfileDetails({ profile, onEdit }: { profile: AppProfile; onEdit: () => void }) {
  const rows: Row[] = [
    ['Email', profile.email ?? ''],
    ['Username', profile.username],
    ...rowIfPresent('Full Name', profile.full_name),
    ...rowIfPresent('Phone', profile.phone_number),
  ];
  return (
    <>
      <dl className="profile-details">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Button onClick={onEdit}>Edit Profile</Button>
    </>
  );
}
