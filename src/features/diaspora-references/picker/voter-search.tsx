import { useMemo, useState } from 'react';
import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/api-error';
import { DIASPORA_SEARCH_LIMIT, type DiasporaVoter } from '../../../contract/diaspora-references';
import { Pager } from '../../../ui/pager/pager';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { usePaging } from '../../../ui/pager/use-paging';
import { formatDob, fullName } from '../format';
import { DIASPORA_NS } from '../i18n/namespace';
import { searchDiasporaVoters } from '../store';
import { createVoterSearchSchema, EMPTY_VOTER_SEARCH, type VoterSearchInput, type VoterSearchOutput } from './voter-search-schema';

/** The picker's results page locally by 5, with no size changer (spec 02 §9). */
const PICKER_PAGE_SIZE = 5;

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; voters: readonly DiasporaVoter[] }
  | { status: 'failed'; message: string };

const NO_VOTERS: readonly DiasporaVoter[] = [];

/** The picker's filter form (Enter searches), its results and their pager. */
export function VoterSearch({ userId, online, onChoose }: { userId: number; online: boolean; onChoose: (voter: DiasporaVoter) => void }) {
  const { t } = useTranslation(DIASPORA_NS);
  const schema = useMemo(() => createVoterSearchSchema(t), [t]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<VoterSearchInput, unknown, VoterSearchOutput>({ resolver: zodResolver(schema), defaultValues: EMPTY_VOTER_SEARCH });
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const voters = search.status === 'done' ? search.voters : NO_VOTERS;
  const paging = usePaging(voters, PICKER_PAGE_SIZE);

  const onSubmit = async (query: VoterSearchOutput) => {
    if (!online) return;
    setSearch({ status: 'searching' });
    paging.setPage(1);
    try {
      setSearch({ status: 'done', voters: await searchDiasporaVoters(userId, query) });
    } catch (error) {
      // The server's own text when it sent one (spec 02 §8), else the communication message.
      setSearch({ status: 'failed', message: (await toApiError(error)).serverText ?? t('picker.failure') });
    }
  };

  return (
    <Stack gap="3">
      <form noValidate role="search" onSubmit={(event) => void handleSubmit(onSubmit)(event)} data-testid="diaspora-picker-form">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>{t('common.name')}</Field.Label>
            <Input autoComplete="off" enterKeyHint="search" maxLength={100} {...register('name')} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.surname)} required>
            <Field.Label>{t('common.surname')}</Field.Label>
            <Input autoComplete="off" enterKeyHint="search" maxLength={100} {...register('surname')} />
            <Field.ErrorText>{errors.surname?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('common.fatherName')}</Field.Label>
            <Input autoComplete="off" enterKeyHint="search" maxLength={100} {...register('father_name')} />
          </Field.Root>
        </SimpleGrid>
        <HStack gap="2" mt="2">
          <Button type="submit" minH="44px" disabled={!online} loading={search.status === 'searching'} loadingText={t('picker.search')} data-testid="diaspora-picker-search">
            <Search aria-hidden />
            {t('picker.search')}
          </Button>
          <Button
            type="button"
            variant="outline"
            minH="44px"
            onClick={() => {
              reset(EMPTY_VOTER_SEARCH);
              setSearch({ status: 'idle' });
            }}
          >
            <X aria-hidden />
            {t('picker.clear')}
          </Button>
        </HStack>
      </form>
      <SearchResults search={search} rows={paging.rows} onChoose={onChoose} />
      {search.status === 'done' && voters.length > 0 && <Pager window={paging.window} onPageChange={paging.setPage} testId="diaspora-picker-pager" />}
      {search.status === 'done' && voters.length >= DIASPORA_SEARCH_LIMIT && (
        <Text fontSize="sm" color="fg.muted">
          {t('picker.limitReached', { count: DIASPORA_SEARCH_LIMIT })}
        </Text>
      )}
    </Stack>
  );
}


function SearchResults({ search, rows, onChoose }: { search: SearchState; rows: readonly DiasporaVoter[]; onChoose: (voter: DiasporaVoter) => void }) {
  const { t } = useTranslation(DIASPORA_NS);
  if (search.status === 'failed') {
    return (
      <Alert.Root status="error" data-testid="diaspora-picker-error">
        <Alert.Indicator />
        <Alert.Title>{search.message}</Alert.Title>
      </Alert.Root>
    );
  }
  if (search.status !== 'done') {
    // Before a search, the table's empty area asks for one (spec 02 §5).
    return (
      <Text py="4" textAlign="center" color="fg.muted" data-testid="diaspora-picker-hint">
        {t('picker.askFirst')}
      </Text>
    );
  }
  const columns: ListColumn<DiasporaVoter>[] = [
    { id: 'name', header: t('common.name'), cell: (voter) => voter.name, card: 'none' },
    { id: 'surname', header: t('common.surname'), cell: (voter) => voter.surname, card: 'title', cardCell: fullName },
    { id: 'fatherName', header: t('common.fatherName'), cell: (voter) => voter.father_name },
    { id: 'dob', header: t('common.birthDate'), cell: (voter) => formatDob(voter.dob), cellProps: { whiteSpace: 'nowrap' } },
    { id: 'region', header: t('common.region'), cell: (voter) => voter.region.name },
    { id: 'municipality', header: t('common.municipality'), cell: (voter) => voter.municipality.name },
    { id: 'unit', header: t('common.unit'), cell: (voter) => voter.unit.name },
    {
      id: 'actions',
      header: t('common.actions'),
      card: 'actions',
      cell: (voter) => (
        <Button size="sm" minH="40px" colorPalette="blue" aria-label={t('picker.chooseAria', { name: fullName(voter) })} onClick={() => onChoose(voter)}>
          {t('picker.choose')}
        </Button>
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(voter) => voter.id}
      rowProps={(voter) => ({ 'data-testid': 'diaspora-picker-row', 'data-id': voter.id })}
      testId="diaspora-picker-results"
    />
  );
}
