import { useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { Cloud, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from './notify';

/** One line of the comparison: a field as the member's change and the server's copy show it. */
export interface ConflictRow {
  /** The field's name: the row's `data-field`, by which tests find it. */
  field: string;
  label: string;
  mine: ReactNode;
  theirs: ReactNode;
  /** Whether the two values differ (compared as values, not as shown). */
  differs: boolean;
}

/** Which version a value comes from: the member's change, or the server's copy. */
export type ConflictSide = 'mine' | 'theirs';

/** The texts that name the record and the feature's own messages; the table's own words are shared. */
export interface ConflictTexts {
  title: string;
  intro: string;
  /** The toast once a choice has been stored, and the one when storing it failed. */
  resolved: string;
  failed: string;
  /** Overrides of the shared `offlineList.conflict` texts. */
  differs?: string;
  takeServer?: string;
}

export interface ConflictTableProps {
  /** The `data-testid` of the whole view. */
  testId: string;
  rows: readonly ConflictRow[];
  texts: ConflictTexts;
  /** The server's reason for stopping the change (the outbox row's last error). */
  reason: string | null;
  /** Write the member's version again on top of the server's. */
  onKeepMine: () => Promise<void>;
  /** Drop the member's change. */
  onTakeServer: () => Promise<void>;
  /** Called once either choice has been stored. */
  onResolved: () => void;
  /** The feature's name in the console line when a choice cannot be stored. */
  logTag: string;
  /**
   * 'scroll' (default): columns as wide as their text, the table scrolls sideways. 'wrap': three
   * equal columns that wrap, so on a phone both versions stay in view.
   */
  layout?: 'scroll' | 'wrap';
  /** The 'keep mine' button's palette. */
  keepMinePalette?: 'blue' | 'brand';
}

/** 'wrap': fixed equal columns whose text wraps; the badge goes under the label. */
const WRAP_TABLE = { tableLayout: 'fixed', w: 'full', wordBreak: 'break-word' } as const;
const WRAP_BADGE = { display: 'flex', w: 'fit-content', mt: '1' } as const;
const INLINE_BADGE = { ms: '2' } as const;

/**
 * The server stopped the member's change (another device changed the record after this one last
 * saw it, or the server refused it): both versions side by side, differences highlighted, and the
 * member decides which one stays.
 */
export function ConflictTable({ testId, rows, texts, reason, onKeepMine, onTakeServer, onResolved, logTag, layout = 'scroll', keepMinePalette = 'blue' }: ConflictTableProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const wrap = layout === 'wrap';

  const resolve = (action: () => Promise<void>) => {
    setBusy(true);
    action().then(
      () => {
        notifySuccess(texts.resolved);
        onResolved();
      },
      (error: unknown) => {
        console.error(`${logTag}: conflict resolution failed`, error);
        notifyError(texts.failed);
        setBusy(false);
      },
    );
  };

  const table = (
    <Table.Root size="sm" {...(wrap ? WRAP_TABLE : {})}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('offlineList.conflict.field')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('offlineList.conflict.mine')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('offlineList.conflict.server')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(({ field, label, mine, theirs, differs }) => {
          const weight = differs ? 'semibold' : undefined;
          return (
            <Table.Row key={field} data-testid="conflict-row" data-field={field} data-differs={String(differs)} bg={differs ? 'orange.subtle' : undefined}>
              <Table.Cell fontWeight={weight}>
                {label}
                {differs && (
                  <Badge {...(wrap ? WRAP_BADGE : INLINE_BADGE)} colorPalette="orange" size="sm">
                    {texts.differs ?? t('offlineList.conflict.differs')}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell fontWeight={weight} data-testid="conflict-mine">
                {mine}
              </Table.Cell>
              <Table.Cell fontWeight={weight} data-testid="conflict-server">
                {theirs}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );

  return (
    <Stack gap="3" data-testid={testId}>
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{texts.title}</Alert.Title>
          <Alert.Description>
            {texts.intro}
            {reason && (
              <Text as="span" display="block" mt="1" fontSize="sm" data-testid="conflict-reason">
                {reason}
              </Text>
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {wrap ? (
        <Box borderWidth="1px" rounded="md" overflow="hidden">
          {table}
        </Box>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          {table}
        </Table.ScrollArea>
      )}
      <Flex gap="2" wrap="wrap">
        <Button colorPalette={keepMinePalette} minH="44px" disabled={busy} onClick={() => resolve(onKeepMine)} data-testid="conflict-keep-mine">
          <Smartphone aria-hidden />
          {t('offlineList.conflict.keepMine')}
        </Button>
        <Button variant="outline" minH="44px" disabled={busy} onClick={() => resolve(onTakeServer)} data-testid="conflict-take-server">
          <Cloud aria-hidden />
          {texts.takeServer ?? t('offlineList.conflict.takeServer')}
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * The rows for a record's fields in the form's order: `fields` pairs each field with its label's
 * key, `label` translates that key, `show` renders a side's value (`V` is the record's values, or
 * `T | null` where a side may hold no copy). Rows differ where the values do.
 */
export function conflictRows<T extends object, V extends T | null = T>(
  fields: readonly (readonly [keyof T & string, string])[],
  mine: V,
  theirs: V,
  label: (key: string) => string,
  show: (field: keyof T & string, values: V, side: ConflictSide) => ReactNode,
): ConflictRow[] {
  const value = (values: T | null, field: keyof T) => values?.[field];
  return fields.map(([field, key]) => ({
    field,
    label: label(key),
    mine: show(field, mine, 'mine'),
    theirs: show(field, theirs, 'theirs'),
    differs: value(mine, field) !== value(theirs, field),
  }));
}
