/** A recruiting post as GET /manager/recruiting/update/5 answers it, for the recruiting form's tests. */
import type { RecruitingEdit } from '@moa/contract';

export const RECRUITING_EDIT: RecruitingEdit = {
  id: 5,
  name: '소리울 모집',
  category: 'regular',
  startDate: '2026-03-02',
  endDate: '2026-03-15',
  mandatorySemesters: '2학기',
  meetingTime: '화 18:30',
  content: '합주',
  eligibility: '재학생',
  notice: '개별 연락',
  manager: '김모아',
  managerPhoneNumber: '010-1234-5678',
  applicationUrl: 'https://forms.example.ac.kr/a',
  introductionLetter: '밴드',
  inUrl: '',
  kakaUrl: '',
  youUrl: '',
  noUrl: '',
  url: '',
  photo: '',
  applicationMode: 'link',
  questions: [],
};
