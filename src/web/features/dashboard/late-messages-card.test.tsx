import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LateMessagesCard } from './late-messages-card';

describe('LateMessagesCard', () => {
  it('says plainly which messages are late and by how much', () => {
    render(
      <LateMessagesCard
        late={[
          { channel: 'email', oldestSeconds: 245, queued: 12 },
          { channel: 'sms', oldestSeconds: 3_700, queued: 1 },
        ]}
      />,
    );
    const card = screen.getByRole('status');
    expect(card).toHaveTextContent(
      'E-mails are running late: the oldest unsent message is 4 minutes old (12 waiting).',
    );
    expect(card).toHaveTextContent(
      'Text messages are running late: the oldest unsent message is 1 hour old (1 waiting).',
    );
  });

  it('says "more than 1,000" once the backlog is past the count’s cap', () => {
    render(<LateMessagesCard late={[{ channel: 'email', oldestSeconds: 7_200, queued: 1_001 }]} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'E-mails are running late: the oldest unsent message is 2 hours old (more than 1,000 waiting).',
    );
  });

  it('shows nothing while messages go out on time', () => {
    const { container } = render(<LateMessagesCard late={[]} />);
    expect(container).toBeEmptyDOMElement();
    render(<LateMessagesCard late={undefined} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
