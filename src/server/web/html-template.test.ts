import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, headTags, jsonForScript, parseTemplate } from './html-template.js';

describe('page template', () => {
  it('keeps stored text from closing the data script, and reads it back the same', () => {
    const value = { title: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('escapes the head and fills the template', () => {
    const template = parseTemplate(
      '<html><head><title>x</title>\n<meta\n name="description"\n content="old" />\n<link rel="modulepreload" href="/b.js">\n</head><body><div id="root"></div><script src="/a.js"></script></body></html>',
      { modulePreload: false },
    );
    const head = headTags(
      { title: 'A "quoted" <title>', description: 'd', noindex: true, canonicalUrl: undefined },
      'Site',
    );
    const html = template.render(head, '<main>page</main>', '{"a":1}');
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('content="old"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<div id="root"><main>page</main></div><script type="application/json" id="page-data">{"a":1}</script><script src="/a.js">',
    );
  });

  it('writes Open Graph and Twitter card tags, escaped, with the image when set', () => {
    const head = headTags(
      {
        title: '<script>alert("x")</script> & \'quotes\'',
        description: 'A "fine" <b>page</b>',
        noindex: false,
        canonicalUrl: 'https://windowquotes.ie/dublin',
        image: absoluteImageUrl('/og/dublin.jpg?a=1&b="2"', 'https://windowquotes.ie/'),
      },
      'Site',
    );
    expect(head).not.toContain('<script>');
    expect(head).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</title>',
    );
    expect(head).toContain(
      '<meta property="og:description" content="A &quot;fine&quot; &lt;b&gt;page&lt;/b&gt;" />',
    );
    expect(head).toContain('<meta property="og:url" content="https://windowquotes.ie/dublin" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).toContain('<meta property="og:site_name" content="Site" />');
    expect(head).toContain(
      '<meta property="og:image" content="https://windowquotes.ie/og/dublin.jpg?a=1&amp;b=&quot;2&quot;" />',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const plain = headTags({ title: 't', description: 'd', noindex: false }, 'Site');
    expect(plain).not.toContain('og:image');
    expect(plain).toContain('<meta name="twitter:card" content="summary" />');
    expect(absoluteImageUrl('https://cdn.ie/a.jpg', 'https://x.ie')).toBe('https://cdn.ie/a.jpg');
    expect(absoluteImageUrl('', 'https://x.ie')).toBeUndefined();
  });
});
