import { useRef, useState } from 'react';
import { Alert, Avatar, Button, Field, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { ImageUp, Save, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MediaAvatarImage } from '../../../ui/media/media-avatar-image';
import { notifyError, notifySuccess } from '../../../ui/offline-list/notify';
import { deleteMyPhoto, uploadMyPhoto } from '../api';
import { failureText } from '../failure-text';
import { PROFILE_NS } from '../i18n/namespace';
import { ProfileCard } from '../profile-card';
import { checkPhoto, MAX_PHOTO_MB, PHOTO_ACCEPT, type PhotoProblem } from './photo-check';
import { usePhotoPreview } from './use-photo-preview';

interface PhotoCardProps {
  fullName: string;
  /** The saved photo's /media/ address, or null. */
  photo: string | null;
  online: boolean;
  /** After a successful save or delete, with the photo the server now holds. */
  onChanged: (photo: string | null) => void;
}

const PROBLEM_KEY = { type: 'photo.typeInvalid', size: 'photo.tooLarge' } as const;

/**
 * The profile card's photo (spec 02 §4): choosing a file shows a preview and enables 'Ruaj'; after
 * a successful save the buttons are disabled again; 'Fshi' on an unsaved preview only reverts it,
 * otherwise it deletes the saved photo. Upload and delete need the server, so offline they are off
 * and the card says why; reverting a preview works anywhere.
 */
export function PhotoCard({ fullName, photo, online, onChanged }: PhotoCardProps) {
  const { t } = useTranslation(PROFILE_NS);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePhotoPreview();
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = await checkPhoto(file);
    setProblem(found);
    preview.set(found === null ? file : null);
  };

  const run = async (action: 'save' | 'delete') => {
    setBusy(action);
    try {
      const answer = action === 'save' && preview.file ? await uploadMyPhoto(preview.file) : await deleteMyPhoto();
      preview.set(null);
      notifySuccess(t(action === 'save' ? 'photo.changed' : 'photo.removed'));
      onChanged(answer.photo);
    } catch (error) {
      const text = await failureText(error, t(action === 'save' ? 'photo.changeFailed' : 'photo.removeFailed'));
      if (text !== null) notifyError(text);
    } finally {
      setBusy(null);
    }
  };

  const hasPreview = preview.url !== null;
  const onDelete = () => {
    if (hasPreview) preview.set(null);
    else void run('delete');
  };

  return (
    <ProfileCard title={t('photo.title')} testId="profile-photo-card">
      <Stack align="center" gap="3">
        {hasPreview ? (
          <Image src={preview.url ?? undefined} alt={t('photo.previewAlt')} boxSize="160px" borderRadius="full" objectFit="cover" data-testid="photo-preview" />
        ) : (
          <Avatar.Root boxSize="160px" fontSize="4xl" data-testid="photo-saved">
            <Avatar.Fallback name={fullName} />
            <MediaAvatarImage photo={photo} alt={t('photo.alt', { name: fullName })} />
          </Avatar.Root>
        )}
        <Text fontWeight="semibold" textAlign="center">
          {fullName}
        </Text>
      </Stack>
      <Field.Root invalid={problem !== null}>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          aria-label={t('photo.choose')}
          data-testid="photo-input"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button variant="outline" minH="44px" w="full" onClick={() => input.current?.click()} disabled={busy !== null} data-testid="photo-choose">
          <ImageUp aria-hidden />
          {t('photo.choose')}
        </Button>
        <Field.HelperText>{t('photo.hint', { mb: MAX_PHOTO_MB })}</Field.HelperText>
        <Field.ErrorText data-testid="photo-problem">{problem === null ? null : t(PROBLEM_KEY[problem], { mb: MAX_PHOTO_MB })}</Field.ErrorText>
      </Field.Root>
      {!online && (
        <Alert.Root status="info" size="sm" data-testid="photo-offline">
          <Alert.Indicator />
          <Alert.Title>{t('photo.offline')}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2">
        <Button flex="1" minH="44px" colorPalette="blue" disabled={!hasPreview || !online} loading={busy === 'save'} loadingText={t('photo.save')} onClick={() => void run('save')} data-testid="photo-save">
          <Save aria-hidden />
          {t('photo.save')}
        </Button>
        <Button
          flex="1"
          minH="44px"
          colorPalette="red"
          variant="outline"
          disabled={!hasPreview && (photo === null || !online)}
          loading={busy === 'delete'}
          loadingText={t('photo.remove')}
          onClick={onDelete}
          data-testid="photo-delete"
        >
          <Trash2 aria-hidden />
          {t('photo.remove')}
        </Button>
      </HStack>
    </ProfileCard>
  );
}
