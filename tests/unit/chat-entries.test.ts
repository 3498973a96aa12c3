import { describe, expect, it } from 'vitest';
import { entryFromHistory } from '../../app/src/features/learning/state/entries';
import { buildChatMessage } from '../../mocks/fixtures/chat';

const drawing = '/api/chat/images/7/drawing.png';
const pdf = '/api/chat/images/8/notes.pdf';
const pages = ['/api/chat/images/9/notes-1.png', '/api/chat/images/10/notes-2.png'];

describe('given a history message sent with an attachment', () => {
  it('should show a drawing stored as an image block once, not again from imageUrl', () => {
    // Arrange: the shape the backend stores and returns for a drawing or an uploaded image
    const message = buildChatMessage({
      role: 'user',
      isUser: true,
      content: [
        { type: 'text', text: 'הציור שלי' },
        { type: 'image', url: drawing },
      ],
      imageUrl: drawing,
    });

    // Act
    const entry = entryFromHistory(message);

    // Assert
    expect(entry.imageUrls).toBeUndefined();
  });

  it("should not add a PDF's own URL to the pictures of its pages", () => {
    // Arrange
    const message = buildChatMessage({
      role: 'user',
      isUser: true,
      content: [
        { type: 'text', text: 'notes.pdf' },
        ...pages.map((url) => ({ type: 'image' as const, url })),
      ],
      imageUrl: pdf,
    });

    // Act
    const entry = entryFromHistory(message);

    // Assert
    expect(entry.imageUrls).toBeUndefined();
  });

  it('should show imageUrl when the content carries no image of its own', () => {
    // Arrange: a message stored as text with the image beside it
    const message = buildChatMessage({ role: 'user', isUser: true, content: 'תמונה', imageUrl: drawing });

    // Act
    const entry = entryFromHistory(message);

    // Assert
    expect(entry.imageUrls).toEqual([drawing]);
  });
});
