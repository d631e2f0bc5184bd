// docs/screens.md#sample-menu: the eight fixed categories, then those the sample menu also uses.
export interface Category {
  id: number;
  name: string;
  urlParam: string;
}

export const categories: readonly Category[] = [
  { id: 1, name: 'Chicken', urlParam: 'chicken' },
  { id: 2, name: 'Fruits', urlParam: 'fruits' },
  { id: 3, name: 'Soft Drinks', urlParam: 'drinks' },
  { id: 4, name: 'Desserts', urlParam: 'desserts' },
  { id: 5, name: 'Icecreams', urlParam: 'icecreams' },
  { id: 6, name: 'Fish', urlParam: 'fish' },
  { id: 7, name: 'Rice', urlParam: 'rice' },
  { id: 8, name: 'Curry', urlParam: 'curry' },
  { id: 9, name: 'Soup', urlParam: 'soup' },
  { id: 10, name: 'Sauce', urlParam: 'sauce' },
  { id: 11, name: 'Snacks', urlParam: 'snacks' },
  { id: 12, name: 'Salad', urlParam: 'salad' },
];

export function categoryById(id: number): Category | undefined {
  return categories.find((category) => category.id === id);
}
