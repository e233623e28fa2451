import { routePath } from '@/engine/route-paths';

/** The surgical teaching pages this feature links between (catalogue routes). */
export const COURSES_PATH = routePath('opCourses') ?? '/opOperationManage/op_courses';
const PLAY_PATH = routePath('opPlayVideo') ?? '/opOperationManage/op_courses/playVideo';
const EDIT_PATH = routePath('opCoursesEditInfo') ?? '/opOperationManage/op_courses/op_coursesEditInfo';

export const playVideoPath = (courseId: number) => `${PLAY_PATH}?id=${courseId}`;
export const courseEditPath = (courseId: number) => `${EDIT_PATH}?id=${courseId}`;
