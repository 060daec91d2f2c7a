import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DiasporaReferenceEdit } from '../../../contract/diaspora-reference-edit';
import { DIASPORA_NS } from '../i18n/namespace';
import type { DiasporaLists } from '../use-diaspora-lists';

/** The reference's emigrant data, read-only (the voting-status view of spec 02 §2.14). */
export function EmigrantSummary({ value, lists }: { value: DiasporaReferenceEdit; lists: DiasporaLists }) {
  const { t } = useTranslation(DIASPORA_NS);
  const unknown = t('common.unknown');
  const referrer = [value.referues_name, value.referues_surname].filter(Boolean).join(' ');
  const items: [string, string][] = [
    [t('common.country'), lists.countries.get(value.country_id)?.country_name ?? unknown],
    [t('common.referenceType'), lists.types.get(value.reference_type)?.label ?? unknown],
    [t('common.city'), value.emigrant_city ?? unknown],
    [t('common.phone'), value.emigrant_phone],
    [t('common.zip'), value.zip_code ?? unknown],
    [t('list.referrer'), value.has_referues && referrer !== '' ? referrer : unknown],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid="diaspora-emigrant-summary">
      {items.map(([label, text]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{text}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
