import { useFieldArray, useFormContext } from 'react-hook-form';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import type { DietTag } from '@restaurant/contract/diet-tags.ts';
import type { Food } from '@restaurant/contract/food.ts';
import {
  CheckboxGroupField,
  LocalizedTextField,
  SelectField,
} from '#web/admin/components/fields.tsx';
import { DietTagsField } from '#web/admin/components/diet-tags-field.tsx';
import { MoveButtons } from '#web/admin/components/move-buttons.tsx';
import { EMPTY_TEXT } from '#web/admin/lib/form-messages.ts';

/** A course as the form holds it: `foodId` is the select's value, '' for a course typed here. */
export type CourseValues = {
  foodId: string;
  name: { hu: string; en: string; de: string };
  description: { hu: string; en: string; de: string };
  allergenIds: number[];
  dietTags: DietTag[];
};

export const EMPTY_COURSE: CourseValues = {
  foodId: '',
  name: EMPTY_TEXT,
  description: EMPTY_TEXT,
  allergenIds: [],
  dietTags: [],
};

/** A course made from a dish: the dish's name and allergens as they are now, which it follows. */
function DishCourse(props: { food: Food | undefined }) {
  const { food } = props;
  if (!food) return null;
  const marks = food.allergens.map((allergen) => `${allergen.code} ${allergen.name.hu}`);
  return (
    <p className="field__hint">
      <strong>{food.name.hu}</strong>
      {` – allergének: ${marks.length > 0 ? marks.join(', ') : 'nincs'}. `}A fogás neve, leírása,
      allergénjei és jelölései az ételt követik.
    </p>
  );
}

/** One course of the menu: a dish of the restaurant, or one typed in three languages. */
function CourseCard(props: {
  index: number;
  count: number;
  foods: Food[];
  allergens: Allergen[];
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { index, foods } = props;
  const at = `courses.${index}`;
  const { watch } = useFormContext();
  const foodId = watch(`${at}.foodId`) as string;
  const typedName = watch(`${at}.name.hu`) as string;
  const food = foods.find((entry) => String(entry.id) === foodId);
  const label = `${index + 1}. fogás`;
  const name = food?.name.hu ?? (typedName || label);
  return (
    <li className="course-card">
      <div className="course-card__header">
        <h2>{label}</h2>
        <MoveButtons index={index} count={props.count} name={name} onMove={props.onMove} />
        <button
          type="button"
          className="btn btn--danger-outline btn--small"
          aria-label={`Törlés: ${name}`}
          onClick={props.onRemove}
        >
          Törlés
        </button>
      </div>
      <SelectField
        name={`${at}.foodId`}
        label={`${label}: étel az étlapról`}
        options={[
          { value: '', label: 'Saját fogás (itt írja be)' },
          ...foods.map((entry) => ({ value: String(entry.id), label: entry.name.hu })),
        ]}
      />
      {foodId ? (
        <DishCourse food={food} />
      ) : (
        <>
          <LocalizedTextField name={`${at}.name`} label={`${label} neve`} />
          <LocalizedTextField name={`${at}.description`} label={`${label} leírása`} multiline />
          <CheckboxGroupField
            name={`${at}.allergenIds`}
            label="Allergének"
            options={props.allergens.map((allergen) => ({
              value: allergen.id,
              label: allergen.name.hu,
            }))}
          />
          <DietTagsField name={`${at}.dietTags`} />
        </>
      )}
    </li>
  );
}

/** The evening's set menu: courses in their order, each added, moved and removed here. */
export function CoursesField(props: { foods: Food[]; allergens: Allergen[] }) {
  const { control } = useFormContext();
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'courses' });
  return (
    <fieldset className="courses">
      <legend>Menü</legend>
      {fields.length === 0 ? <p className="field__hint">Még nincs fogás a menüben.</p> : null}
      <ol className="courses__list">
        {fields.map((field, index) => (
          <CourseCard
            key={field.id}
            index={index}
            count={fields.length}
            foods={props.foods}
            allergens={props.allergens}
            onMove={(step) => swap(index, index + step)}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => append({ ...EMPTY_COURSE })}
      >
        Fogás hozzáadása
      </button>
    </fieldset>
  );
}
