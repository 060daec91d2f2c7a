import { memo } from 'react';
import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DiasporaStatus } from '../../../contract/diaspora-reference-edit';
import type { LocalDiasporaReference, LocalDiasporaStatus } from '../../../db/database';
import { formatListedDateTime } from '../../../lib/datetime';
import { SyncCell } from '../../../ui/offline-list/sync-cell';
import { STICKY_ACTION_CELL, STICKY_SYNC_CELL, TableFrame } from '../../../ui/offline-list/table-frame';
import type { OutboxRows, RowOutbox } from '../../../ui/offline-list/use-outbox-rows';
import { formatDob, fullName } from '../format';
import { DIASPORA_NS } from '../i18n/namespace';
import { diasporaRowKey, statusOf } from '../store';
import type { DiasporaLists } from '../use-diaspora-lists';
import { FlagCell } from './flag-cell';
import { referenceOutbox } from './reference-outbox';
import { RowActions } from './row-actions';

const COLUMNS = [
  ...['list.rowNumber', 'common.name', 'common.surname', 'common.fatherName', 'common.birthDate', 'common.country', 'common.referenceType'],
  ...['common.region', 'common.municipality', 'common.unit', 'common.phone', 'list.evidence', 'list.perRegistered', 'list.envelopeReceived'],
  ...['list.voted', 'list.referrer', 'list.createdAt'],
];

export interface RowHandlers {
  onStatus: (key: string) => void;
  onEdit: (key: string) => void;
  onDelete: (record: LocalDiasporaReference) => void;
}

interface DiasporaTableProps extends RowHandlers {
  /** One page of records. */
  rows: readonly LocalDiasporaReference[];
  /** The 1-based position of the page's first row in the whole (searched) list. */
  firstNumber: number;
  statuses: ReadonlyMap<string, LocalDiasporaStatus>;
  lists: DiasporaLists;
  outbox: OutboxRows;
}

/** One page of the coordinator's references (spec 02 §2.14), scrolling sideways on a phone. */
export function DiasporaTable({ rows, firstNumber, statuses, lists, outbox, ...handlers }: DiasporaTableProps) {
  const { t } = useTranslation(DIASPORA_NS);
  return (
    <TableFrame columns={COLUMNS.map((key) => t(key))} stickyColumns={[t('common.sync'), t('common.actions')]} empty={rows.length === 0} testId="diaspora-table">
      {rows.map((record, index) => {
        const value = record.state.value;
        return (
          <DiasporaRow
            key={record.key}
            record={record}
            number={firstNumber + index}
            status={statusOf(record, statuses)}
            country={value ? (lists.countries.get(value.country_id)?.country_name ?? '') : ''}
            type={value ? (lists.types.get(value.reference_type)?.label ?? '') : ''}
            outbox={referenceOutbox(record, statuses, outbox)}
            conflict={outbox.get(diasporaRowKey(record))?.state === 'attention'}
            {...handlers}
          />
        );
      })}
    </TableFrame>
  );
}

interface DiasporaRowProps extends RowHandlers {
  record: LocalDiasporaReference;
  number: number;
  status: DiasporaStatus;
  country: string;
  type: string;
  outbox: RowOutbox | undefined;
  conflict: boolean;
}

const DiasporaRow = memo(function DiasporaRow({ record, number, status, country, type, outbox, conflict, onStatus, onEdit, onDelete }: DiasporaRowProps) {
  const { t } = useTranslation(DIASPORA_NS);
  const { voter } = record;
  const value = record.state.value;
  const referrer = value?.has_referues ? [value.referues_name, value.referues_surname].filter(Boolean).join(' ') : '';
  return (
    <Table.Row
      data-testid="diaspora-row"
      data-key={record.key}
      data-sync-state={outbox?.state ?? 'sent'}
      data-per-registered={status.per_registered}
      data-envelope-received={status.envelope_received}
      data-voted={status.voted}
      bg="bg"
    >
      <Table.Cell>{number}</Table.Cell>
      <Table.Cell>{voter.name}</Table.Cell>
      <Table.Cell>{voter.surname}</Table.Cell>
      <Table.Cell>{voter.father_name}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDob(voter.dob)}</Table.Cell>
      <Table.Cell>{country || t('common.unknown')}</Table.Cell>
      <Table.Cell>{type || t('common.unknown')}</Table.Cell>
      <Table.Cell>{voter.region.name}</Table.Cell>
      <Table.Cell>{voter.municipality.name}</Table.Cell>
      <Table.Cell>{voter.unit.name}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{value?.emigrant_phone ?? ''}</Table.Cell>
      <FlagCell on={record.evidenca} />
      <FlagCell on={status.per_registered} />
      <FlagCell on={status.envelope_received} />
      <FlagCell on={status.voted} />
      <Table.Cell>{referrer}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatListedDateTime(record.create_date)}</Table.Cell>
      <Table.Cell {...STICKY_SYNC_CELL}>
        <SyncCell outbox={outbox} />
      </Table.Cell>
      <Table.Cell {...STICKY_ACTION_CELL}>
        <RowActions
          name={fullName(voter)}
          conflict={conflict}
          onStatus={() => onStatus(record.key)}
          onEdit={() => onEdit(record.key)}
          onDelete={() => onDelete(record)}
        />
      </Table.Cell>
    </Table.Row>
  );
});
