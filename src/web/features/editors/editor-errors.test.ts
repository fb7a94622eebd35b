import { describe, expect, it } from 'vitest';
import { homeContentSchema } from '@shared/content-schema';
import { describeError, flattenErrors, preparedResolver } from './editor-errors';

type Home = { features: { items: { icon: string; title: string; description: string }[] } };

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('the editors’ check on save', () => {
  it('refuses a card with a blank title, with the message at the title’s path', async () => {
    const resolver = preparedResolver<Home>(homeContentSchema);
    const content = { features: { items: [{ icon: 'Star', title: '  ', description: '' }] } };
    const result = await resolver(content, undefined, options);
    const errors = flattenErrors(result.errors);
    expect(errors).toEqual({ 'features.items.0.title': 'Title is required' });
    expect(describeError('features.items.0.title', errors['features.items.0.title']!)).toBe(
      'Feature 1: Title is required',
    );
  });

  it('checks the content as it will be sent, and keeps the form’s own values', async () => {
    const fillTitle = (content: Home): Home => ({
      features: { items: content.features.items.map((item) => ({ ...item, title: 'Filled' })) },
    });
    const resolver = preparedResolver<Home>(homeContentSchema, fillTitle);
    const content = { features: { items: [{ icon: 'Star', title: '', description: '' }] } };
    const result = await resolver(content, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toBe(content);
  });
});
