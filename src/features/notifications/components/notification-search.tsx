import { Button, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NOTIFICATIONS_NS } from '../i18n/namespace';
import { NO_FILTERS, type NotificationFilters } from '../query';

function searchSchema(dateOrder: string) {
  return z
    .object({ title: z.string().max(200), description: z.string().max(200), from: z.string(), to: z.string() })
    .refine((v) => !v.from || !v.to || v.from <= v.to, { message: dateOrder, path: ['to'] });
}

/** Title, description and creation days: what GET /api/sns/my-notifications/ can filter on. */
export function NotificationSearch({ initial, onSearch }: { initial: NotificationFilters; onSearch: (filters: NotificationFilters) => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const { t: tShell } = useTranslation();
  const form = useForm<NotificationFilters>({ defaultValues: initial, resolver: zodResolver(searchSchema(t('search.dateOrder'))) });
  const dateError = form.formState.errors.to?.message;
  const fields = [
    { name: 'title', type: 'text' },
    { name: 'description', type: 'text' },
    { name: 'from', type: 'date' },
    { name: 'to', type: 'date' },
  ] as const;

  return (
    <form role="search" aria-label={t('title')} data-testid="notifications-search" onSubmit={(e) => void form.handleSubmit(onSearch)(e)}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="2">
        {fields.map(({ name, type }) => (
          <Field.Root key={name} invalid={name === 'to' && dateError !== undefined}>
            <Field.Label fontSize="sm">{t(`search.${name}`)}</Field.Label>
            <Input type={type} autoComplete="off" enterKeyHint="search" maxLength={type === 'text' ? 200 : undefined} {...form.register(name)} />
            {name === 'to' && <Field.ErrorText>{dateError}</Field.ErrorText>}
          </Field.Root>
        ))}
      </SimpleGrid>
      <HStack gap="2" mt="2">
        <Button type="submit" minH="44px">
          <Search aria-hidden />
          {tShell('offlineList.search')}
        </Button>
        <Button
          type="button"
          variant="outline"
          minH="44px"
          onClick={() => {
            form.reset(NO_FILTERS);
            onSearch(NO_FILTERS);
          }}
        >
          <X aria-hidden />
          {tShell('offlineList.clear')}
        </Button>
      </HStack>
    </form>
  );
}
