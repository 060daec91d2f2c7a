import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EllipsisVertical, GitCompare, Pencil, Trash2, Vote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DIASPORA_NS } from '../i18n/namespace';
import { MenuActionItem } from '../../../ui/menu-action-item';

interface RowActionsProps {
  /** "Name Surname" of the voter, for the button's accessible name. */
  name: string;
  /** The reference's own change was stopped by the server (a conflict): editing resolves it. */
  conflict: boolean;
  onStatus: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A row's three actions (voting status, edit, delete) behind one button: a narrow last column in
 * the table, one 44 px target on a card, and each item a full-width 44 px line.
 */
export function RowActions({ name, conflict, onStatus, onEdit, onDelete }: RowActionsProps) {
  const { t } = useTranslation(DIASPORA_NS);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <IconButton
          size="sm"
          variant={conflict ? 'solid' : 'outline'}
          colorPalette={conflict ? 'red' : 'blue'}
          aria-label={t('list.actionsAria', { name })}
          title={t('list.actionsAria', { name })}
          data-testid="diaspora-actions"
        >
          <EllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <MenuActionItem value="status" minH="44px" onAction={onStatus} data-testid="diaspora-status-action">
              <Vote aria-hidden />
              {t('list.statusAction')}
            </MenuActionItem>
            <MenuActionItem value="edit" minH="44px" onAction={onEdit} data-testid="diaspora-edit-action">
              {conflict ? <GitCompare aria-hidden /> : <Pencil aria-hidden />}
              {t(conflict ? 'list.resolveAction' : 'list.editAction')}
            </MenuActionItem>
            <MenuActionItem value="delete" minH="44px" color="fg.error" onAction={onDelete} data-testid="diaspora-delete-action">
              <Trash2 aria-hidden />
              {t('list.deleteAction')}
            </MenuActionItem>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
