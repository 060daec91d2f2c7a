import { useMemo, useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VOTER_NAME_SEARCH_LIMIT, type VoterSearchResult } from '../../../contract/referred-voters';
import { Pager } from '../../../ui/pager/pager';
import { usePaging } from '../../../ui/pager/use-paging';
import { searchErrorText } from '../components/search-error';
import { ResponsiveTable, type ListColumn } from '../../../ui/responsive-table/responsive-table';
import { formatDob } from '../format';
import { OUTREACH_NS } from '../i18n/namespace';
import { searchVotersByName } from '../search-api';
import { createVoterNameSchema, type VoterNameInput, type VoterNameOutput } from './voter-name-schema';

/** The modal's results page locally by 5, with no size changer (spec 02 §9). */
const MODAL_PAGE_SIZE = 5;

interface VoterSearchModalProps {
  open: boolean;
  online: boolean;
  onClose: () => void;
  onChoose: (voter: VoterSearchResult) => void;
}

/** 'Lista e votuesve': find a voter by name on the server and choose one for the add form. */
export function VoterSearchModal({ open, online, onClose, onChoose }: VoterSearchModalProps) {
  const { t } = useTranslation(OUTREACH_NS);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="xl" scrollBehavior="inside" placement="top">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="2" maxW="4xl" data-testid="voter-search-modal">
            <Dialog.Header>
              <Dialog.Title>{t('voterSearch.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <VoterSearch online={online} onChoose={onChoose} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('translation:common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; voters: readonly VoterSearchResult[] }
  | { status: 'failed'; message: string };

const NO_VOTERS: readonly VoterSearchResult[] = [];

function VoterSearch({ online, onChoose }: { online: boolean; onChoose: (voter: VoterSearchResult) => void }) {
  const { t } = useTranslation(OUTREACH_NS);
  const schema = useMemo(() => createVoterNameSchema(t), [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VoterNameInput, unknown, VoterNameOutput>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', surname: '', father_name: '' },
  });
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const voters = search.status === 'done' ? search.voters : NO_VOTERS;
  const paging = usePaging(voters, MODAL_PAGE_SIZE);

  const onSubmit = async (values: VoterNameOutput) => {
    if (!online) return;
    setSearch({ status: 'searching' });
    paging.setPage(1);
    try {
      setSearch({ status: 'done', voters: await searchVotersByName(values) });
    } catch (error) {
      setSearch({ status: 'failed', message: await searchErrorText(error, t('referred.searchFailure')) });
    }
  };

  return (
    <Stack gap="3">
      {!online && (
        <Alert.Root status="info" data-testid="voter-search-offline">
          <Alert.Indicator />
          <Alert.Title>{t('referred.searchNeedsConnection')}</Alert.Title>
        </Alert.Root>
      )}
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} role="search">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>{t('common.name')}</Field.Label>
            <Input autoComplete="off" maxLength={100} {...register('name')} />
            <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.surname)} required>
            <Field.Label>{t('common.surname')}</Field.Label>
            <Input autoComplete="off" maxLength={100} {...register('surname')} />
            <Field.ErrorText>{errors.surname?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('common.fatherName')}</Field.Label>
            <Input autoComplete="off" maxLength={100} {...register('father_name')} />
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" mt="2" minH="44px" disabled={!online} loading={search.status === 'searching'} loadingText={t('common.search')} data-testid="voter-search-submit">
          <Search aria-hidden />
          {t('common.search')}
        </Button>
      </form>
      <SearchResults search={search} rows={paging.rows} onChoose={onChoose} />
      {search.status === 'done' && voters.length > 0 && <Pager window={paging.window} onPageChange={paging.setPage} testId="voter-search-pager" />}
      {search.status === 'done' && voters.length >= VOTER_NAME_SEARCH_LIMIT && (
        <Text fontSize="sm" color="fg.muted">
          {t('voterSearch.limitReached', { count: VOTER_NAME_SEARCH_LIMIT })}
        </Text>
      )}
    </Stack>
  );
}

function SearchResults({
  search,
  rows,
  onChoose,
}: {
  search: SearchState;
  rows: readonly VoterSearchResult[];
  onChoose: (voter: VoterSearchResult) => void;
}) {
  const { t } = useTranslation(OUTREACH_NS);
  if (search.status === 'failed') {
    return (
      <Alert.Root status="error" data-testid="voter-search-error">
        <Alert.Indicator />
        <Alert.Title>{search.message}</Alert.Title>
      </Alert.Root>
    );
  }
  if (search.status !== 'done') {
    // Before any search the table's empty area asks for one (spec 02 §5).
    return (
      <Text py="4" textAlign="center" color="fg.muted" data-testid="voter-search-hint">
        {t('voterSearch.askForName')}
      </Text>
    );
  }
  const name = (voter: VoterSearchResult) => `${voter.name} ${voter.surname}`;
  const columns: ListColumn<VoterSearchResult>[] = [
    { id: 'code', header: t('common.code'), cell: (voter) => voter.nid },
    { id: 'name', header: t('common.name'), cell: (voter) => voter.name, card: 'none' },
    { id: 'surname', header: t('common.surname'), cell: (voter) => voter.surname, card: 'title', cardCell: name },
    { id: 'fatherName', header: t('common.fatherName'), cell: (voter) => voter.father_name },
    { id: 'motherName', header: t('common.motherName'), cell: (voter) => voter.mother_name ?? '' },
    { id: 'dob', header: t('common.birthDate'), cell: (voter) => formatDob(voter.dob), cellProps: { whiteSpace: 'nowrap' } },
    { id: 'qv', header: t('common.qv'), cell: (voter) => voter.qv_code_full },
    {
      id: 'actions',
      header: t('common.actions'),
      card: 'actions',
      cell: (voter) => (
        <Button size="sm" colorPalette="blue" aria-label={t('voterSearch.chooseAria', { name: name(voter) })} onClick={() => onChoose(voter)}>
          {t('voterSearch.choose')}
        </Button>
      ),
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(voter) => voter.id}
      rowProps={(voter) => ({ 'data-testid': 'voter-search-row', 'data-id': voter.id })}
      testId="voter-search-results"
    />
  );
}
