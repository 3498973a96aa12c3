import type { UserId } from '../../contract';
import type { CoursesRepository } from '../repositories/courses';

export function coursesService(repository: CoursesRepository) {
  return {
    async forUser(userId: UserId): Promise<Array<{ id: string }>> {
      return (await repository.assignedIds(userId)).map((id) => ({ id }));
    },
  };
}
export type CoursesService = ReturnType<typeof coursesService>;
