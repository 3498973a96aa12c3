/**
 * The praise phrases that turn the avatar encouraging (docs/requirements.md#learning-space-states). They are content, not code:
 * content/tutor/avatar-praise.json holds them in Hebrew and English, and both lists apply whatever the
 * interface language, because the tutor answers in the language the learner writes.
 */
import praise from '../../../../../content/tutor/avatar-praise.json';

export const praisePhrases: readonly string[] = [...praise.he, ...praise.en];
