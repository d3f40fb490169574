// A face's own words as a section of the catalogue (addBuiltInMessages, how
// the element adds web/embed/element-messages): English at once, other languages
// with the rest of theirs, a language loaded before the section came loading
// it at once and telling the listeners; an author's text still wins; and the
// race core alone carries none of the element's ids, so the page (which
// shows no element) never downloads them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  addBuiltInMessages,
  english,
  loadMessages,
  messageIds,
  messagesFor,
  onMessagesChanged,
  registerMessages,
} from '../../web/race/messages.js';
import core from '../../web/race/messages/en.js';
import elementEn from '../../web/embed/element-messages/en.js';
import elementZh from '../../web/embed/element-messages/zh-CN.js';

test("the race core's catalogue has none of the element's ids, and the element's only element ids", () => {
  assert.deepEqual(
    Object.keys(core).filter((id) => id.startsWith('element.')),
    [],
  );
  assert.ok(Object.keys(elementEn).length > 50);
  assert.deepEqual(
    Object.keys(elementEn).filter((id) => !id.startsWith('element.')),
    [],
  );
  assert.deepEqual(
    Object.keys(elementZh).filter((id) => !(id in elementEn)),
    [],
    'zh-CN has only English ids',
  );
});

test('a section added after a language was loaded: English at once, the language when it arrives, listeners told', async () => {
  const zh = await loadMessages('zh-CN');
  assert.equal(messageIds().includes('element.play'), false, 'no element words before the element adds them');
  // An author's Chinese for one id, registered before the section arrives.
  registerMessages('zh-CN', { 'test.section.mine': '作者的话' });
  const heard = [];
  const stop = onMessagesChanged((lang) => heard.push(lang));
  let release;
  const arrived = new Promise((resolve) => (release = resolve));
  addBuiltInMessages(
    { 'test.section.greet': 'Hello, {name}', 'test.section.mine': 'built-in English' },
    {
      'zh-CN': async () => {
        await arrived;
        return { default: { 'test.section.greet': '你好，{name}', 'test.section.mine': '内置的话' } };
      },
    },
  );
  assert.equal(english.t('test.section.greet', { name: 'Ada' }), 'Hello, Ada', 'English at once');
  assert.ok(messageIds().includes('test.section.greet'));
  assert.equal(
    zh.t('test.section.greet', { name: 'Ada' }),
    'Hello, Ada',
    'Chinese falls back until it arrives',
  );
  assert.equal(zh.langOf('test.section.greet'), 'en');
  release();
  await loadMessages('zh-CN');
  assert.equal(zh.t('test.section.greet', { name: 'Ada' }), '你好，Ada');
  assert.equal(zh.langOf('test.section.greet'), 'zh-CN');
  assert.equal(zh.t('test.section.mine'), '作者的话', "the author's text wins over the built-in one");
  assert.ok(heard.includes('zh-CN'), `listeners heard of zh-CN: ${heard}`);
  stop();
});

test("the element's own section: its words in English at once and in Chinese once loaded", async () => {
  await import('../../web/embed/element-messages.js');
  assert.equal(english.t('element.play'), elementEn['element.play']);
  assert.equal(messagesFor('en').t('element.loading'), elementEn['element.loading']);
  const zh = await loadMessages('zh-CN');
  assert.equal(zh.t('element.play'), elementZh['element.play']);
  assert.equal(zh.langOf('element.play'), 'zh-CN');
});
