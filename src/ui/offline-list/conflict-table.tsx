import { useState, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { CircleCheck, Cloud, Smartphone } from 'lucide-react';
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
  /** Changed here and on another device: the member chooses which version this field keeps. */
  contested?: boolean;
}

/** Which version a value comes from: the member's change, or the server's copy. */
export type ConflictSide = 'mine' | 'theirs';

/** The member's choice per contested field, by field name. */
export type ConflictChoices = Readonly<Partial<Record<string, ConflictSide>>>;

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
  /**
   * Store the member's decision: a side for every contested row (the other rows are no question:
   * the member's changes of them stay, and the rest is the server's).
   */
  onConfirm: (choices: ConflictChoices) => Promise<void>;
  /** Called once the decision has been stored. */
  onResolved: () => void;
  /** The feature's name in the console line when a choice cannot be stored. */
  logTag: string;
  /**
   * 'wrap' (default): three equal columns that wrap, so on a phone both versions (and both choices)
   * stay in view. 'scroll': columns as wide as their text, the table scrolls sideways.
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
 * Another device changed fields this member changed too (409): both versions side by side,
 * differences highlighted; on each contested field the member picks a side (or one side for all
 * of them), then confirms once.
 */
export function ConflictTable({ testId, rows, texts, reason, onConfirm, onResolved, logTag, layout = 'wrap', keepMinePalette = 'blue' }: ConflictTableProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<ConflictChoices>({});
  const wrap = layout === 'wrap';
  const contested = rows.filter((row) => row.contested === true);
  const undecided = contested.some((row) => choices[row.field] === undefined);

  const choose = (field: string, side: ConflictSide) => setChoices((current) => ({ ...current, [field]: side }));
  const chooseAll = (side: ConflictSide) => setChoices(Object.fromEntries(contested.map((row) => [row.field, side])));

  const confirm = () => {
    setBusy(true);
    onConfirm(choices).then(
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

  const cell = (row: ConflictRow, side: ConflictSide) => {
    const value = side === 'mine' ? row.mine : row.theirs;
    if (row.contested !== true) return value;
    const chosen = choices[row.field] === side;
    return (
      <Button
        variant={chosen ? 'solid' : 'outline'}
        colorPalette={chosen ? keepMinePalette : 'gray'}
        size="sm"
        minH="44px"
        h="auto"
        w="full"
        py="2"
        justifyContent="flex-start"
        textAlign="start"
        whiteSpace="normal"
        wordBreak="break-word"
        aria-pressed={chosen}
        disabled={busy}
        onClick={() => choose(row.field, side)}
        data-testid={side === 'mine' ? 'conflict-choose-mine' : 'conflict-choose-server'}
      >
        {chosen && <CircleCheck aria-hidden />}
        {value}
      </Button>
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
        {rows.map((row) => {
          const { field, label, differs } = row;
          const weight = differs ? 'semibold' : undefined;
          return (
            <Table.Row
              key={field}
              data-testid="conflict-row"
              data-field={field}
              data-differs={String(differs)}
              data-contested={String(row.contested === true)}
              data-choice={choices[field]}
              bg={differs ? 'orange.subtle' : undefined}
            >
              <Table.Cell fontWeight={weight}>
                {label}
                {differs && (
                  <Badge {...(wrap ? WRAP_BADGE : INLINE_BADGE)} colorPalette="orange" size="sm">
                    {texts.differs ?? t('offlineList.conflict.differs')}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell fontWeight={weight} data-testid="conflict-mine">
                {cell(row, 'mine')}
              </Table.Cell>
              <Table.Cell fontWeight={weight} data-testid="conflict-server">
                {cell(row, 'theirs')}
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
      {contested.length > 0 && <Text fontSize="sm">{t('offlineList.conflict.choose')}</Text>}
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
        {contested.length > 0 && (
          <>
            <Button variant="outline" minH="44px" disabled={busy} onClick={() => chooseAll('mine')} data-testid="conflict-keep-mine">
              <Smartphone aria-hidden />
              {t('offlineList.conflict.keepMine')}
            </Button>
            <Button variant="outline" minH="44px" disabled={busy} onClick={() => chooseAll('theirs')} data-testid="conflict-take-server">
              <Cloud aria-hidden />
              {texts.takeServer ?? t('offlineList.conflict.takeServer')}
            </Button>
          </>
        )}
        <Button colorPalette={keepMinePalette} minH="44px" disabled={busy || undecided} onClick={confirm} data-testid="conflict-confirm">
          {t('offlineList.conflict.confirm')}
        </Button>
      </Flex>
    </Stack>
  );
}

/**
 * The rows for a record's fields in the form's order: `fields` pairs each field with its label's
 * key, `label` translates that key, `show` renders a side's value (`V` is the record's values, or
 * `T | null` where a side may hold no copy). Rows differ where the values do; `contested` names the
 * fields the member chooses a side for.
 */
export function conflictRows<T extends object, V extends T | null = T>(
  fields: readonly (readonly [keyof T & string, string])[],
  mine: V,
  theirs: V,
  label: (key: string) => string,
  show: (field: keyof T & string, values: V, side: ConflictSide) => ReactNode,
  contested: readonly string[] = [],
): ConflictRow[] {
  const value = (values: T | null, field: keyof T) => values?.[field];
  return fields.map(([field, key]) => ({
    field,
    label: label(key),
    mine: show(field, mine, 'mine'),
    theirs: show(field, theirs, 'theirs'),
    differs: value(mine, field) !== value(theirs, field),
    ...(contested.includes(field) ? { contested: true } : {}),
  }));
}
