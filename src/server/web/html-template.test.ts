import { describe, expect, it } from 'vitest';
import { headTags, jsonForScript, parseTemplate } from './html-template.js';

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
});
