import { Box, Text } from '@chakra-ui/react';
import { sanitizeHtml } from '../sanitize';
import { looksLikeHtml } from '../text';

/** The description as the author wrote it: sanitised HTML, or plain text with its line breaks. */
export function NotificationBody({ description }: { description: string }) {
  if (!looksLikeHtml(description)) {
    return (
      <Text whiteSpace="pre-wrap" data-testid="notification-description">
        {description}
      </Text>
    );
  }
  return (
    <Box
      data-testid="notification-description"
      css={{ '& p': { mb: '2' }, '& ul, & ol': { ps: '5', mb: '2' }, '& ul': { listStyleType: 'disc' }, '& ol': { listStyleType: 'decimal' }, '& a': { textDecoration: 'underline' } }}
      // Sanitised with DOMPurify: the server stores the HTML as it was written.
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(description) }}
    />
  );
}
