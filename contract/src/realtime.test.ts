import { describe, expect, it } from 'vitest';
import { SseParser } from './realtime';

describe('SseParser', () => {
  it('reads messages split anywhere, with ids, comments, multi-line data and CRLF', () => {
    const parser = new SseParser();
    const text =
      'retry: 2000\r\n: connected\r\n\r\nid: 7\r\ndata: {"a":\r\ndata: 1}\r\n\r\n: heartbeat\n\nid: 8\ndata: x\n\n';
    const messages = [...text].flatMap((char) => parser.push(char));
    expect(messages).toEqual([
      { id: '7', event: 'message', data: '{"a":\n1}' },
      { id: '8', event: 'message', data: 'x' },
    ]);
    expect(parser.retryMs).toBe(2000);
  });

  it('keeps an incomplete message until its blank line arrives', () => {
    const parser = new SseParser();
    expect(parser.push('id: 1\ndata: half')).toEqual([]);
    expect(parser.push('\n\n')).toEqual([{ id: '1', event: 'message', data: 'half' }]);
  });
});
