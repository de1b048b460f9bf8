import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { streamOf, testWxr } from './testing/wxr.ts';
import { MAX_ELEMENT_BYTES, readWxr, WxrFileError } from './wxr-reader.ts';

// The WordPress reader: one item at a time, and a file that would have it hold too much refused.

describe('readWxr', () => {
  it('hands over each item with its fields and post meta, and the channel first', async () => {
    const seen: string[] = [];
    const result = await readWxr(
      streamOf(
        testWxr([
          { id: 3, title: 'A & B', content: '<p>x ]]> y</p>', meta: { _thumbnail_id: '9' } },
          { id: 4, title: 'Second', type: 'page' },
        ]),
      )(),
      {
        channel: (channel) => void seen.push(`channel ${channel.siteUrl} ${channel.authors.get('editor')}`),
        item: (item, index) =>
          void seen.push(
            `${index} ${item.postType} ${item.postId} ${item.title} ${item.content} ${item.meta.get('_thumbnail_id') ?? '-'}`,
          ),
      },
    );
    expect(result).toEqual({ items: 2 });
    expect(seen).toEqual([
      'channel http://old-site.test The Editor',
      '0 post 3 A & B <p>x ]]> y</p> 9',
      '1 page 4 Second  -',
    ]);
  });

  it(`refuses an element larger than ${MAX_ELEMENT_BYTES / 1024 / 1024} MB before holding it`, async () => {
    const head = Buffer.from(testWxr([]).replace('</channel>', '<item><content:encoded><![CDATA['));
    const megabyte = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const endless = new Readable({
      read() {
        this.push(sent++ === 0 ? head : megabyte);
      },
    });
    await expect(readWxr(endless, { item: () => {} })).rejects.toThrow(
      new WxrFileError('One element of the file is larger than 32 MB: refused.'),
    );
    // It stopped reading soon after the limit, never at the end of a file that has none.
    expect(sent).toBeLessThan(40);
  });
});
