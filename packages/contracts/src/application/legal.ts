/**
 * The legal affirmation of the review step (docs/product.md#apply-review), in Chinese and English. docs/product.md: it renders only
 * when its flag is true, and the flag is never turned on. It is kept as data so turning it on is a
 * one-line change that needs no copywriting.
 */
export const SHOW_LEGAL_AFFIRMATION = false;

/** docs/product.md#apply-review: the residence permit deadline quoted in the text. */
export const RESIDENCE_PERMIT_DAYS = 30;

export interface BilingualText {
  zh: string;
  en: string;
}

export const LEGAL_AFFIRMATION: {
  title: BilingualText;
  statements: readonly BilingualText[];
  documentsTitle: BilingualText;
  documents: readonly BilingualText[];
} = {
  title: { zh: '申请人保证', en: "Applicant's Affirmation" },
  statements: [
    {
      zh: '我保证本表所填写的内容和所提供的材料真实、准确、完整。',
      en: 'I affirm that all the information given in this form and all the documents provided are true, accurate and complete.',
    },
    {
      zh: '在华学习期间，我将遵守中华人民共和国的法律和法规。',
      en: "During my stay in China, I shall abide by the laws and regulations of the People's Republic of China.",
    },
    {
      zh: '我将遵守学校的各项规章制度。',
      en: 'I shall observe the rules and regulations of the university.',
    },
    {
      zh: '学习结束后，我将按时回国。',
      en: 'I shall return to my home country on time at the end of my studies.',
    },
    {
      zh: `我将在抵达中国后${RESIDENCE_PERMIT_DAYS}天内申请办理居留许可。`,
      en: `I shall apply for a residence permit within ${RESIDENCE_PERMIT_DAYS} days of my arrival in China.`,
    },
  ],
  documentsTitle: { zh: '所需材料', en: 'Required documents' },
  documents: [
    { zh: '有效护照首页复印件', en: 'Copy of the data page of a valid passport' },
    { zh: '近期护照照片', en: 'Recent passport photograph' },
    { zh: '最高学历证书', en: 'Certificate of the highest degree obtained' },
    { zh: '成绩单', en: 'Academic transcripts' },
    { zh: '两封推荐信', en: 'Two letters of recommendation' },
    { zh: '外国人体格检查记录', en: 'Foreigner physical examination record (medical report)' },
    { zh: '银行存款证明', en: 'Bank statement' },
    { zh: '无犯罪记录证明', en: 'Non-criminal record' },
    { zh: '英语水平证明', en: 'English proficiency certificate' },
    { zh: '研究计划（硕士和博士申请人）', en: "Research proposal (Master's and PhD applicants)" },
  ],
};
