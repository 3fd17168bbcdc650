import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useParams } from 'react-router';
import { z } from 'zod';
import type { Allergen } from '@restaurant/contract/allergen.ts';
import { addDays } from '@restaurant/contract/calendar.ts';
import { DietTagSchema } from '@restaurant/contract/diet.ts';
import type { Event, EventCourse } from '@restaurant/contract/event.ts';
import type { Food } from '@restaurant/contract/food.ts';
import {
  CheckboxField,
  DateField,
  LocalizedTextField,
  NumberField,
  TextField,
  TimeField,
} from '#web/admin/components/fields.tsx';
import { FormShell } from '#web/admin/components/form-shell.tsx';
import { ErrorState, waitingState } from '#web/admin/components/states.tsx';
import { useResourceForm } from '#web/admin/components/use-resource-form.ts';
import { allergensQuery } from '#web/admin/features/allergens/api.ts';
import {
  CoursesField,
  EMPTY_COURSE,
  type CourseValues,
} from '#web/admin/features/events/courses-field.tsx';
import { eventQuery, useSaveEvent } from '#web/admin/features/events/api.ts';
import { foodsQuery } from '#web/admin/features/foods/api.ts';
import { ApiError } from '#web/admin/lib/api-client.ts';
import {
  EMPTY_TEXT,
  descriptionOrNull,
  localizedOptional,
  localizedRequired,
  positiveNumber,
  requiredDate,
  requiredMessage,
  saveErrorMessage,
} from '#web/admin/lib/form-messages.ts';
import { paths } from '#web/admin/lib/paths.ts';
import { restaurantToday } from '#web/admin/lib/restaurant-today.ts';
import { parseRouteId } from '#web/admin/lib/route-id.ts';

const requiredTime = (field: string) => z.string().min(1, requiredMessage(field));
const count = (field: string, max: number) =>
  positiveNumber(field).pipe(z.number().max(max, `Legfeljebb ${max} lehet`));
const text = z.object({ hu: z.string(), en: z.string(), de: z.string() });
const NAME = localizedRequired('Fogás neve');

const CourseFormSchema = z
  .object({
    foodId: z.string().transform((value) => (value === '' ? null : Number(value))),
    name: text,
    description: localizedOptional(),
    allergenIds: z.array(z.number()),
    dietTags: z.array(DietTagSchema),
  })
  .superRefine((course, context) => {
    if (course.foodId !== null) return;
    for (const issue of NAME.safeParse(course.name).error?.issues ?? []) {
      context.addIssue({ code: 'custom', message: issue.message, path: ['name', ...issue.path] });
    }
  });

const EventFormSchema = z
  .object({
    slug: z
      .string()
      .trim()
      .min(1, requiredMessage('Webcím'))
      .max(80, 'Legfeljebb 80 karakter')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Csak kisbetűk, számok és egyszeres kötőjelek'),
    title: localizedRequired('Cím'),
    description: localizedOptional(),
    date: requiredDate('Dátum'),
    startTime: requiredTime('Kezdés'),
    endTime: requiredTime('Befejezés'),
    seats: count('Helyek száma', 2000),
    pricePerPerson: positiveNumber('Ár / fő'),
    exclusive: z.boolean(),
    bookingOpen: z.boolean(),
    minPartySize: count('Legkisebb társaság', 500),
    maxPartySize: count('Legnagyobb társaság', 500),
    courses: z.array(CourseFormSchema).max(30, 'Legfeljebb 30 fogás lehet'),
    prepayment: z.object({ required: z.boolean(), instructions: localizedOptional() }),
  })
  .refine((event) => !event.endTime || event.endTime !== event.startTime, {
    message: 'A befejezés nem lehet ugyanakkor, mint a kezdés',
    path: ['endTime'],
  })
  .refine((event) => event.maxPartySize >= event.minPartySize, {
    message: 'Nem lehet kisebb a legkisebb társaságnál',
    path: ['maxPartySize'],
  })
  .refine((event) => event.maxPartySize <= event.seats, {
    message: 'Nem lehet több a helyek számánál',
    path: ['maxPartySize'],
  })
  .refine((event) => !event.prepayment.required || event.prepayment.instructions.hu !== '', {
    message: 'A fizetési útmutató kitöltése magyarul kötelező',
    path: ['prepayment', 'instructions', 'hu'],
  });

const DATE_LOCKED = 'Az esemény dátuma nem változhat, mert már van rá foglalás.';

const courseValues = (course: EventCourse): CourseValues => ({
  foodId: course.foodId === null ? '' : String(course.foodId),
  name: course.name,
  description: course.description ?? EMPTY_TEXT,
  allergenIds: course.allergenIds,
  dietTags: course.dietTags,
});

/** A new event starts as an open evening a week from today, from seven to ten. */
function EventForm(props: { event: Event | null; foods: Food[]; allergens: Allergen[] }) {
  const { event } = props;
  const save = useSaveEvent();
  const { form, onSubmit, error, notice, saving, leaveGuard } = useResourceForm({
    schema: EventFormSchema,
    defaultValues: {
      slug: event?.slug ?? '',
      title: event?.title ?? EMPTY_TEXT,
      description: event?.description ?? EMPTY_TEXT,
      date: event?.date ?? addDays(restaurantToday(), 7),
      startTime: event?.startTime ?? '19:00',
      endTime: event?.endTime ?? '22:00',
      seats: event?.seats ?? '',
      pricePerPerson: event?.pricePerPerson ?? '',
      exclusive: event?.exclusive ?? false,
      bookingOpen: event?.bookingOpen ?? true,
      minPartySize: event?.minPartySize ?? 1,
      maxPartySize: event?.maxPartySize ?? 8,
      courses: event?.courses.map(courseValues) ?? [{ ...EMPTY_COURSE }],
      prepayment: event?.prepayment ?? { required: false, instructions: EMPTY_TEXT },
    },
    save: ({ courses, ...fields }) =>
      save.mutateAsync({
        id: event?.id ?? null,
        input: {
          ...fields,
          pictureId: event?.pictureId ?? null,
          courses: courses.map(({ description, ...course }) =>
            course.foodId === null
              ? { ...course, description: descriptionOrNull(description) }
              : { foodId: course.foodId },
          ),
        },
      }),
    afterSave: paths.events(),
    errorMessage: (cause) =>
      cause instanceof ApiError && cause.status === 409 ? DATE_LOCKED : saveErrorMessage(cause),
  });
  const prepaid = form.watch('prepayment.required');
  return (
    <FormProvider {...form}>
      <FormShell
        title={event ? 'Esemény szerkesztése' : 'Új esemény hozzáadása'}
        isNew={!event}
        saving={saving}
        error={error}
        notice={notice}
        cancelTo={paths.events()}
        historyHref={event ? paths.auditLog({ entity: 'event', entityId: event.id }) : undefined}
        onSubmit={(submitted) => void onSubmit(submitted)}
      >
        <LocalizedTextField name="title" label="Cím" />
        <TextField
          name="slug"
          label="Webcím"
          hint="Az esemény oldalának címe, például borvacsora-november: kisbetűk, számok és kötőjel."
          autoComplete="off"
        />
        <LocalizedTextField name="description" label="Leírás" multiline />
        <div className="field-row">
          <DateField name="date" label="Dátum" />
          <TimeField name="startTime" label="Kezdés" />
          <TimeField name="endTime" label="Befejezés" />
        </div>
        <div className="field-row">
          <NumberField name="seats" label="Helyek száma" />
          <NumberField name="pricePerPerson" label="Ár / fő (Ft)" />
        </div>
        <div className="field-row">
          <NumberField name="minPartySize" label="Legkisebb társaság (fő)" />
          <NumberField name="maxPartySize" label="Legnagyobb társaság (fő)" />
        </div>
        <CheckboxField
          name="exclusive"
          label="Kizárólagos"
          hint="Amíg tart, más asztalfoglalást nem fogad az étterem."
        />
        <CheckboxField
          name="bookingOpen"
          label="Foglalható"
          hint="Kikapcsolva a vendégek látják az eseményt, de nem foglalhatnak rá."
        />
        <CheckboxField name="prepayment.required" label="Előre fizetés szükséges" />
        {prepaid ? (
          <LocalizedTextField
            name="prepayment.instructions"
            label="Fizetési útmutató"
            multiline
            placeholders={{
              hu: 'Átutalás: számlaszám, kedvezményezett; közlemény: a foglalás kódja',
            }}
          />
        ) : null}
        <CoursesField foods={props.foods} allergens={props.allergens} />
      </FormShell>
      {leaveGuard}
    </FormProvider>
  );
}

/** /admin/esemenyek/uj and /admin/esemenyek/{id}. */
export function EventFormPage() {
  const id = parseRouteId(useParams().id);
  const event = useQuery({ ...eventQuery(id ?? 0), enabled: id !== null && !Number.isNaN(id) });
  const allergens = useQuery(allergensQuery());
  // The dishes are the courses' choices: the form waits for them so that each shows its own.
  const foods = useQuery(foodsQuery());

  if (Number.isNaN(id)) return <ErrorState message="Érvénytelen esemény azonosító" />;
  const waiting = waitingState(id === null ? 'Betöltés...' : 'Esemény betöltése...', [
    id !== null && [event, 'Hiba történt az esemény betöltése közben.'],
    [allergens, 'Hiba történt az allergének betöltése közben.'],
    [foods, 'Hiba történt az ételek betöltése közben.'],
  ]);
  if (waiting) return waiting;
  const data = id === null ? null : event.data!;
  return (
    <EventForm
      key={data?.id ?? 'new'}
      event={data}
      foods={foods.data!}
      allergens={allergens.data!}
    />
  );
}
