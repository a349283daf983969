/** The deep duplicate bench's goal is the real floor (issue 39, 4): reads, one campaign create, one ad squads create, one ads create per ad squad that has ads. */
import { deepDuplicateFloor } from '../bench/deepFloor';

describe('deepDuplicateFloor', () => {
	it('10 ad squads of 5 ads: 4 reads + 1 campaign + 1 ad squads + 10 ads creates = 16', () => {
		expect(deepDuplicateFloor(Array.from({ length: 10 }, () => 5))).toMatchObject({ reads: 4, creates: 12, total: 16 });
		expect(deepDuplicateFloor(Array.from({ length: 10 }, () => 5)).words).toBe('4 reads, 1 campaign create, 1 ad squad create, 10 ads creates, one per ad squad that has ads');
	});

	it('ad squads without ads need no ads create and no ads read; more than 30 go in more creates', () => {
		expect(deepDuplicateFloor([0, 3, 0])).toMatchObject({ reads: 4, creates: 3, total: 7 });
		expect(deepDuplicateFloor([0, 0])).toMatchObject({ reads: 3, creates: 2, total: 5 });
		expect(deepDuplicateFloor([])).toMatchObject({ reads: 3, creates: 1, total: 4 });
		expect(deepDuplicateFloor([...Array.from({ length: 31 }, () => 1), 61])).toMatchObject({ reads: 4, creates: 1 + 2 + 31 + 3, total: 4 + 37 });
	});
});
