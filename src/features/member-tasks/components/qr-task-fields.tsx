import { Link, Progress } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TaskQrView } from '../../../contract/task-attendance';
import { formatDateTime } from '../../../lib/datetime';
import { MEMBER_TASKS_NS } from '../i18n/namespace';
import { FieldList } from './field-list';

/** Spec 02 §4: up to 33 red, up to 66 amber, up to 100 green. */
export function progressPalette(progress: number): 'red' | 'orange' | 'green' {
  return progress <= 33 ? 'red' : progress <= 66 ? 'orange' : 'green';
}

/** A maps search for the place (a link only: nothing is loaded from outside unless the member opens it). */
export function mapsSearchUrl(place: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place)}`;
}

/** Name, creator, description, location, start and end, progress (spec 02 §2.5). */
export function QrTaskFields({ view }: { view: TaskQrView }) {
  const { t } = useTranslation(MEMBER_TASKS_NS);
  const place = view.address ?? view.location;
  const items = [
    { key: 'name', value: view.name },
    { key: 'creator', value: `${view.create_member.name} ${view.create_member.surname}` },
    { key: 'description', value: view.description },
    {
      key: 'location',
      value: place ? (
        <Link href={mapsSearchUrl(view.location ?? place)} target="_blank" rel="noopener noreferrer" colorPalette="blue" aria-label={t('qr.locationLink', { place })} data-testid="qr-location">
          {place}
        </Link>
      ) : (
        '–'
      ),
    },
    { key: 'start', value: formatDateTime(view.start_date) },
    { key: 'end', value: formatDateTime(view.end_date) },
    {
      key: 'progress',
      value: (
        <Progress.Root value={view.progress} colorPalette={progressPalette(view.progress)} w="full" maxW="sm" data-testid="qr-progress" aria-label={t('qr.progress')}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText>{`${view.progress}%`}</Progress.ValueText>
        </Progress.Root>
      ),
    },
  ];
  return <FieldList items={items.map((item) => ({ ...item, label: t(`qr.${item.key}`) }))} labelWidth="180px" testId="qr-fields" />;
}
