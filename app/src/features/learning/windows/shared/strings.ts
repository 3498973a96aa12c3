/** Course content (lessons, problems, tests) is written in Hebrew; its areas take Hebrew's direction. */
export const courseContentLang = 'he';
